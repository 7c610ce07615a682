import { createHash } from 'node:crypto'
import { renderToString } from 'react-dom/server'
import { createElement } from 'react'
import { PageContent } from '../../templates/PageContent.js'
import { SiteContext } from '../../templates/context.js'
import type { PageData, SiteData } from '../shared/types.js'
import { routeToFile, withBase } from '../shared/url.js'
import { AssetRegistry } from './assets.js'
import { bundleClient, type BundleMode } from './bundle.js'
import { checkLinks } from './check-links.js'
import { collectSources, type ReadFile } from './collect.js'
import type { ResolvedConfig } from './config-schema.js'
import { BuildFailedError, hasErrors, type Diagnostic } from './diagnostics.js'
import { renderPage } from './render.js'
import { buildSite } from './routes.js'
import { buildSearchIndexes } from './search-index.js'
import { createSiteData } from './site-data.js'
import { collectStaticFiles, renderSitemap } from './static-files.js'
import { TEMPLATE_PAGES, templatePageData } from './template-pages.js'
import { createProcessor, transformPage } from './transform.js'
import type { BuildResult, OutputFile, Page, SearchSource, StageEvent } from './types.js'
import type { Writer } from './write.js'

/** Transformed pages kept between dev rebuilds, keyed by file path + content hash. */
export type BuildCache = Map<string, Page>

export interface BuildOptions {
  mode: BundleMode
  writer: Writer
  onStage?: (event: StageEvent) => void
  cache?: BuildCache
  /** Dev server revision embedded in the site data (live reload). */
  revision?: number
  readFile?: ReadFile
}

/** The whole build, as a table of contents: each stage is a function from data to data. */
export async function build(config: ResolvedConfig, options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {}
  const stage = <T>(name: string, fn: () => T): T => {
    options.onStage?.({ stage: name, phase: 'start' })
    const start = performance.now()
    const result = fn()
    const ms = performance.now() - start
    timings[name] = ms
    options.onStage?.({ stage: name, phase: 'end', ms })
    return result
  }
  const { writer } = options
  try {
    const bundling = bundleClient(options.mode)
    bundling.catch(() => undefined)
    const sources = stage('collect', () => collectSources(config, options.readFile))
    const assets = new AssetRegistry()
    const pages = stage('transform', () => transformAll(config, sources.files, assets, options.cache))
    const model = stage('routes', () => buildSite(pages, sources.categories, config))
    const routes = new Map<string, PageData>(model.routes)
    for (const kind of TEMPLATE_PAGES) routes.set(templatePageData(kind).route, templatePageData(kind))
    const diagnostics: Diagnostic[] = [...sources.diagnostics, ...pages.flatMap((p) => p.diagnostics), ...model.diagnostics]
    diagnostics.push(
      ...stage('check-links', () =>
        checkLinks({
          pages,
          routes: new Set(routes.keys()),
          anchors: new Map(pages.map((p) => [p.source.route, p.anchors])),
          config,
          configLinks: [...config.navbar.items, ...config.footer.links].filter((i) => i.to).map((i) => ({ label: i.label, to: i.to! })),
        }),
      ),
    )
    const bundle = await bundling
    const chunks = stage('route-chunks', () => createRouteChunks(routes))
    const { site: draft, diagnostics: siteProblems } = createSiteData({
      config,
      sidebar: model.sidebar,
      docRouteOfId: new Map(pages.map((p) => [p.source.id, p.source.route])),
      chunks: Object.fromEntries([...chunks.urls].map(([r, u]) => [r, withBase(config.base, u)])),
      indexUrls: {},
      workerUrl: withBase(config.base, bundle.manifest.worker),
      revision: options.revision ?? 0,
    })
    diagnostics.push(...siteProblems)
    if (hasErrors(diagnostics)) throw new BuildFailedError(diagnostics)
    const searchSources = toSearchSources(pages, model.breadcrumbs)
    if (config.search.indexPages) searchSources.push(...templatePageSearchSources(draft))
    const search = stage('search-index', () => buildSearchIndexes(searchSources, config))
    const indexUrls = Object.fromEntries(Object.entries(search.indexPaths).map(([c, u]) => [c, withBase(config.base, u)]))
    const site: SiteData = { ...draft, search: { ...draft.search, indexUrls } }
    const siteJson = JSON.stringify(site)
    const siteDataPath = `/assets/site.${hashOf(siteJson)}.json`
    const html = stage('render', () => renderAll(routes, site, { site, manifest: bundle.manifest, siteDataPath }))
    const files: OutputFile[] = [
      ...html,
      ...chunks.files,
      ...bundle.files,
      ...search.files,
      ...assets.files(),
      { path: siteDataPath.slice(1), contents: siteJson },
      { path: 'sitemap.xml', contents: renderSitemap(config.url, sitemapUrls(routes, config.base)) },
      ...collectStaticFiles(config.staticDir),
    ]
    stage('write', () => {
      for (const f of files) writer.write(f)
      writer.commit()
    })
    const bytes = files.reduce((n, f) => n + (typeof f.contents === 'string' ? Buffer.byteLength(f.contents) : f.contents.byteLength), 0)
    return { pages: routes.size, files, diagnostics, timings, bytes }
  } catch (error) {
    writer.abort()
    throw error
  }
}

function transformAll(config: ResolvedConfig, files: ReturnType<typeof collectSources>['files'], assets: AssetRegistry, cache?: BuildCache): Page[] {
  const processor = createProcessor(config)
  const routeOfFile = new Map(files.map((f) => [f.path, f.route]))
  const routesKey = hashOf([...routeOfFile].join('\n'))
  return files.map((source) => {
    const key = `${source.path}:${hashOf(source.text)}:${source.route}:${routesKey}`
    const cached = cache?.get(key)
    if (cached) {
      for (const img of cached.images) assets.add(img.file, config.base)
      return { ...cached, source }
    }
    const page = transformPage(processor, source, {
      file: source.path,
      displayPath: source.displayPath,
      route: source.route,
      base: config.base,
      docsDir: config.docsDir,
      staticDir: config.staticDir,
      routeOfFile,
      addAsset: (abs) => assets.add(abs, config.base),
    })
    cache?.set(key, page)
    return page
  })
}

function toSearchSources(pages: Page[], breadcrumbs: Map<string, { label: string }[]>): SearchSource[] {
  return pages
    .filter((p) => !p.source.frontmatter.unlisted)
    .map((p) => ({
      route: p.source.route,
      title: p.title,
      description: p.description,
      keywords: p.keywords,
      breadcrumb: (breadcrumbs.get(p.source.route) ?? []).map((b) => b.label),
      sections: p.sections,
      type: 'doc' as const,
    }))
}

/** Template pages (about, helpdesk) are indexed from their rendered text. */
function templatePageSearchSources(site: SiteData): SearchSource[] {
  const sources: SearchSource[] = []
  for (const kind of ['about', 'helpdesk'] as const) {
    const page = templatePageData(kind)
    const html = renderToString(createElement(SiteContext.Provider, { value: site }, createElement(PageContent, { page })))
    const text = html.replace(/<h1[^>]*>.*?<\/h1>/, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&[a-z#0-9]+;/g, ' ').replace(/\s+/g, ' ').trim()
    sources.push({ route: page.route, title: page.title, description: page.description, keywords: [], breadcrumb: [], sections: [{ heading: '', hash: '', text }], type: 'page' })
  }
  return sources
}

function createRouteChunks(routes: Map<string, PageData>): { files: OutputFile[]; urls: Map<string, string> } {
  const files: OutputFile[] = []
  const urls = new Map<string, string>()
  for (const [route, data] of routes) {
    const code = `export default ${JSON.stringify(data)}`
    const name = route === '/' ? 'index' : route.slice(1).replace(/[^\w-]+/g, '_')
    const path = `assets/routes/${name}.${hashOf(code)}.js`
    files.push({ path, contents: code })
    urls.set(route, `/${path}`)
  }
  return { files, urls }
}

function renderAll(routes: Map<string, PageData>, site: SiteData, ctx: Parameters<typeof renderPage>[1]): OutputFile[] {
  const out: OutputFile[] = []
  for (const [route, data] of routes) out.push({ path: routeToFile(route), contents: renderPage(data, ctx) })
  out.push({ path: '404.html', contents: renderPage(templatePageData('notfound'), { ...ctx, site }) })
  return out
}

function sitemapUrls(routes: Map<string, PageData>, base: string): string[] {
  return [...routes.keys()].filter((r) => r !== '/search').sort().map((r) => withBase(base, r))
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8)
}
