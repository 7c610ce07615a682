import { beforeAll, describe, expect, it } from 'vitest'
import { buildFixture } from './helpers.js'

describe('docusaurus-client-api: useGlobalData, the docs client hooks and theme-common helpers, as Docusaurus gives them', () => {
  let built: Awaited<ReturnType<typeof buildFixture>>
  const file = (route: string) => built.writer.files.get(route)?.toString() ?? ''

  beforeAll(async () => {
    built = await buildFixture('docusaurus-client-api')
  })

  it('builds with no diagnostics', () => {
    expect(built.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([])
  })

  it('gives usePluginData the docs plugin path, version and docs (ids, paths with the base URL)', () => {
    const html = file('index.html')
    expect(html).toContain('<p class="root">/lab/guide<!-- --> <!-- -->/lab/guide<!-- --> <!-- -->start<!-- --> <!-- -->true</p>')
    const docs = /<ul class="docs">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? ''
    expect([...docs.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<!-- -->/g, '')).sort()).toEqual([
      'kit/disposable-tips at /lab/guide/kit/disposable-tips',
      'kit/versions at /lab/guide/kit/versions',
      'start at /lab/guide/',
    ])
  })

  it('resolves a relative Link `to` against the page\'s URL, as react-router does in Docusaurus', () => {
    const html = file('guide/kit/versions/index.html')
    expect(html).toContain('<a href="/lab/guide/kit/#part" class="rel-here">')
    expect(html).toContain('<a href="/lab/guide/" class="rel-up">')
    expect(html).toContain('<a href="/lab/guide/kit/disposable-tips?x=1" class="rel-sibling">')
  })

  it('gives useGlobalData the data by plugin name, and usePluginData undefined (or the failfast error) for a plugin without data', () => {
    const html = file('index.html')
    expect(html).toContain('<p class="plugins">docusaurus-plugin-content-docs</p>')
    expect(html).toContain('<p class="missing">undefined</p>')
    expect(html).toContain('<p class="failfast">Docusaurus plugin global data not found for &quot;release-notes-plugin&quot; plugin with id &quot;default&quot;.</p>')
  })

  it('gives useAllPluginInstancesData the instances by id in an MDX doc', () => {
    expect(file('guide/kit/versions/index.html')).toContain('<p class="versions">current: Next</p>')
  })

  it('gives the hooks of @docusaurus/plugin-content-docs/client the active plugin, version and doc of the page', () => {
    expect(file('guide/kit/versions/index.html')).toContain('<p class="active">default<!-- --> <!-- -->current<!-- --> <!-- -->kit/versions<!-- --> <!-- -->current<!-- --> <!-- -->Next<!-- --> <!-- -->1<!-- --> <!-- -->/lab/guide/kit/versions</p>')
  })

  it('takes `title: ""` as Docusaurus does: no error, the page named by its first heading', () => {
    const html = file('guide/index.html')
    expect(html).toContain('<title>Start here | Pipette Guide</title>')
    expect(html).toMatch(/<h1[^>]*>Start here<\/h1>/)
  })

  it("gives @docusaurus/theme-common's helpers: usePluralForm, useWindowSize ('ssr' on the server), isRegexpStringMatch, PageMetadata, HtmlClassNameProvider, ErrorCauseBoundary", () => {
    const html = file('helpers/index.html')
    expect(html).toContain('<p class="plural">One tip<!-- --> / <!-- -->Several tips</p><p class="size">ssr</p><p class="regexp">true<!-- --> <!-- -->false</p>')
    expect(html).toContain('<title>Helpers | Pipette Guide</title>')
    expect(html).toMatch(/<meta name="description" content="Theme helpers at work">/)
  })

  it('leaves out the docs the docs plugin\'s exclude globs name, as Docusaurus does', () => {
    expect([...built.writer.files.keys()].filter((f) => f.includes('drafts'))).toEqual([])
    expect(file('index.html')).not.toContain('drafts/wip')
  })
})
