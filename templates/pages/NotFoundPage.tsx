import { useSite } from '../context.js'
import { Link } from '../Link.js'

export function NotFoundPage() {
  // Not version.path: a docs root with no index page is no page at all (see SiteData.docsHome).
  const docsHome = useSite().docsHome
  return (
    <main className="container prose">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for. The page may have moved when the documentation was reorganised.</p>
      <p>
        Try the search box above, or start again from the <Link to={docsHome}>documentation home</Link>.
      </p>
    </main>
  )
}
