import Link from '@docusaurus/Link'

/** Read by chemdocs for the page's head (title and meta description). */
export const frontMatter = {
  title: 'Home',
  description: 'Documentation for the Chemotion electronic lab notebook, the Chemotion repository, LabIMotion, their services and device integration.',
}

const ENTRY_POINTS = [
  { title: 'Electronic Lab Notebook', to: '/docs/eln', text: 'Record samples, reactions, wellplates and analyses; manage collections and share them with your group.' },
  { title: 'Repository', to: '/docs/repo', text: 'Publish reactions and analytical data with a DOI, pass review, and reuse what others have published.' },
  { title: 'LabIMotion', to: '/docs/labimotion', text: 'Design your own elements, segments and datasets for any discipline, without writing code.' },
  { title: 'Services', to: '/docs/category/services', text: 'Spectra viewing and processing, file conversion, structure editing, the mobile app and add-on tools.' },
  { title: 'Devices', to: '/docs/eln/devices', text: 'Connect lab instruments: data collectors, file transfer and remote control, instrument by instrument.' },
]

/** The front page: what the site covers and where to start. */
export default function Home() {
  return (
    <main className="home">
      <header className="hero">
        <h1 className="hero__title">Chemotion</h1>
        <p className="hero__subtitle">Electronic Laboratory Notebook &amp; Repository for Research Data</p>
        <Link to="/docs" className="button button--primary button--lg">
          Read the documentation
        </Link>
      </header>
      <section className="container" aria-label="Sections of the documentation">
        <ul className="cards cards--home">
          {ENTRY_POINTS.map((entry) => (
            <li key={entry.to} className="card">
              <Link to={entry.to} className="card__link">
                <h2 className="card__title">{entry.title}</h2>
                <p className="card__description">{entry.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}
