import { useAllDocsData } from './docs-client.js'
import Layout from './Layout.js'
import { NotFoundContent } from '../NotFoundContent.js'
import useBaseUrl from '@docusaurus/useBaseUrl'

/**
 * `@theme/NotFound`: chemdocs' 404 page, for a site's page or component that shows it. The home it
 * links to is the main docs' main doc (as the 404 page's), else the site's home.
 */
export default function NotFound() {
  const version = Object.values(useAllDocsData())[0]?.versions[0]
  const home = version?.docs.find((d) => d.id === version.mainDocId)?.path
  const siteHome = useBaseUrl('/')
  return (
    <Layout title="Page Not Found">
      <NotFoundContent homeLink={(label) => <a href={home ?? siteHome}>{label}</a>} />
    </Layout>
  )
}
