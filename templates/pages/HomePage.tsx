import { useSite } from '../context.js'
import { Link } from '../Link.js'

/** The home page of a site that has none of its own (no page at `/`): title, tagline, the docs. */
export function HomePage() {
  const site = useSite()
  return (
    <main className="home">
      <header className="hero">
        <h1 className="hero__title">{site.title}</h1>
        <p className="hero__subtitle">{site.tagline}</p>
        <Link to={site.version.path} className="button button--primary button--lg">
          Read the documentation
        </Link>
      </header>
    </main>
  )
}
