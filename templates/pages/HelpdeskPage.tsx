import { Link } from '../Link.js'

/** How readers get help, in the order that usually works fastest. */
export function HelpdeskPage() {
  return (
    <main className="container prose">
      <h1>Helpdesk</h1>
      <p>Stuck with Chemotion? These are the ways to get an answer, starting with the quickest.</p>
      <h2 id="1-search-these-docs">1. Search these docs</h2>
      <p>
        Press <kbd>Ctrl</kbd> + <kbd>K</kbd> (<kbd>⌘</kbd> + <kbd>K</kbd> on a Mac) and type a few words. The search
        runs in your browser and works offline. Good starting points are the{' '}
        <Link to="/docs/eln/faq">ELN FAQ</Link>, <Link to="/docs/eln/troubleshooting">Troubleshooting</Link> and the{' '}
        <Link to="/docs/repo/faq">Repository FAQ</Link>.
      </p>
      <h2 id="2-ask-your-local-chemotion-admin">2. Ask your local Chemotion admin</h2>
      <p>
        Each ELN runs on a server of your institution. Accounts, storage quotas, enabled features, connected devices
        and updates are set by its administrator, so questions about them go there first. Admins find their guides
        under <Link to="/docs/eln/admin">Admin Interface</Link> and{' '}
        <Link to="/docs/eln/install_configure">Installation &amp; Configuration</Link>.
      </p>
      <h2 id="3-report-a-bug-or-request-a-feature">3. Report a bug or request a feature</h2>
      <p>
        Problems with the software itself belong in the public issue tracker of the{' '}
        <Link to="https://github.com/ComPlat/chemotion_ELN/issues">Chemotion ELN code repository</Link>. Search the open
        issues first; if yours is new, include:
      </p>
      <ul>
        <li>the ELN version (shown to admins in the admin interface) and your browser;</li>
        <li>the steps that lead to the problem, what you expected and what happened;</li>
        <li>error messages or screenshots, with personal and unpublished data removed.</li>
      </ul>
      <h2 id="4-questions-about-publishing">4. Questions about publishing</h2>
      <p>
        For submissions, reviews, embargoes and DOIs in the Chemotion repository, read the{' '}
        <Link to="/docs/repo/workflow">Publication Workflow</Link> pages first.
      </p>
    </main>
  )
}
