import { useSite } from '../context.js'
import { Link } from '../Link.js'
import { NotFoundContent } from '../NotFoundContent.js'

export function NotFoundPage() {
  // Not version.path: a docs root with no index page is no page at all (see SiteData.docsHome).
  const docsHome = useSite().docsHome
  return <NotFoundContent homeLink={(label) => <Link to={docsHome}>{label}</Link>} />
}
