import { Link } from '../Link.js'

/** Who makes Chemotion and this documentation. */
export function AboutPage() {
  return (
    <main className="container prose">
      <h1>About Us</h1>
      <p>
        Chemotion is open-source research-data software for chemistry. It is developed by the ComPlat team at the
        Karlsruhe Institute of Technology (KIT), Institute of Biological and Chemical Systems – Functional Molecular
        Systems (IBCS-FMS), together with contributors from the chemistry community.
      </p>
      <h2 id="what-we-build">What we build</h2>
      <ul>
        <li>
          <Link to="/docs/eln">Chemotion ELN</Link>, an electronic lab notebook for synthetic and analytical work, which
          research groups run on their own servers.
        </li>
        <li>
          <Link to="/docs/repo">The Chemotion repository</Link>, where chemists publish reactions, compounds and
          analytical data with DOIs.
        </li>
        <li>
          <Link to="/docs/labimotion">LabIMotion</Link>, the designer for generic elements, segments and datasets that
          brings other disciplines into the ELN.
        </li>
        <li>
          <Link to="/docs/category/services">Services</Link> around them, such as ChemSpectra and ChemConverter.
        </li>
      </ul>
      <h2 id="open-source">Open source</h2>
      <p>
        The source code of the ELN, the repository and the services is public. Bug reports and suggestions are welcome
        on the <Link to="https://github.com/ComPlat/chemotion_ELN">Chemotion ELN code repository</Link>; the{' '}
        <Link to="/helpdesk">Helpdesk</Link> page explains how to ask for help.
      </p>
      <h2 id="this-documentation">This documentation</h2>
      <p>
        These pages are written for lab scientists, administrators, developers and repository contributors. They work
        offline, including the search. To improve a page, see{' '}
        <Link to="/docs/documentation">About this Documentation</Link>.
      </p>
    </main>
  )
}
