import type { PageData, SiteData } from '../shared/types.js'
import { withBase } from '../shared/url.js'
import { AssetRegistry } from './transform/assets.js'
import { bundleOnce, collectChanged, indexSearch, sidebarsProblemsOnce, staticFilesOnce, type BuildCache } from './build-cache.js'
import type { BundleMode } from './render/bundle.js'
import { checkLinks } from './check/check-links.js'
import type { ReadFile } from './collect/collect.js'
import type { ResolvedConfig } from './config/config-schema.js'
import { BuildFailedError, hasErrors, type Diagnostic } from './diagnostics.js'
import { outputName } from './write/output-names.js'
import type { PageStore } from './transform/page-store.js'
import { customCssFiles } from './render/custom-css.js'
import { componentCssFile } from './render/component-css.js'
import { renderThemeFooter } from './render/theme-footer.js'
import { headExtras } from './render/head-extras.js'
import { renderRoutesParallel } from './render/render-routes.js'
import { createRouteChunks } from './render/route-chunks.js'
import { buildSite } from './site/routes.js'
import { createSiteData } from './site/site-data.js'
import { addPageMeta, lastCommits, type LastCommit } from './site/page-meta.js'
import { renderSitemap } from './write/static-files.js'
import { builtInPages } from './render/template-pages.js'
import { sitePageRoutes } from './site/site-pages.js'
import { transformPagesParallel } from './transform/transform-pages.js'
import type { BuildResult, OutputFile, Page, SearchSource, StageEvent } from './types.js'
import type { Writer } from './write/write.js'

export interface BuildOptions {
  mode: BundleMode
  writer: Writer
  onStage?: (event: BuildStageEvent) => void
  /** Dev server: what the previous build left to reuse (see build-cache.ts). */
  cache?: BuildCache
  /** `chemdocs build`: transformed pages kept on disk from the last build (see page-store.ts). */
  pageStore?: PageStore
  /** Dev server: markdown files edited since the last build with `cache` (none added or removed). */
  changed?: readonly string[]
  readFile?: ReadFile
}

/** A stage event; `items` is the number of pages a stage works on, when known. */
export type BuildStageEvent = StageEvent & { items?: number }

/** The whole build, as a table of contents: each stage is a function from data to data. */
export async function build(config: ResolvedConfig, options: BuildOptions): Promise<BuildResult & { rendered: number }> {
  const timings: Record<string, number> = {}
  const stage = <T>(name: string, fn: () => T, items?: number): T => {
    options.onStage?.({ stage: name, phase: 'start', ...(items !== undefined && { items }) })
    const start = performance.now()
    const result = fn()
    const end = () => {
      timings[name] = performance.now() - start
      options.onStage?.({ stage: name, phase: 'end', ms: timings[name] })
    }
    // An async stage ends when its promise settles.
    if (result instanceof Promise) void result.then(end, end)
    else end()
    return result
  }
  const { writer, mode, cache } = options
  try {
    const bundling = bundleOnce(mode, cache)
    bundling.catch(() => undefined)
    const { showLastUpdateTime, showLastUpdateAuthor } = config.docs
    const commits = showLastUpdateTime || showLastUpdateAuthor ? lastCommits(config.docsDir) : Promise.resolve(new Map<string, LastCommit>())
    const sources = stage('collect', () => collectChanged(config, cache, options.changed, options.readFile))
    const assets = new AssetRegistry()
    const pages = await stage('transform', () => transformPagesParallel(config, sources, assets, cache?.transform, options.pageStore), sources.files.length)
    const docs = pages.filter((p) => !p.source.sitePage)
    const footer = await renderThemeFooter(config, assets)
    const model = stage('routes', () => buildSite(docs, sources.categories, config))
    const own = sitePageRoutes(pages.filter((p) => p.source.sitePage), model.routes, config)
    const routes = new Map<string, PageData>([...model.routes, ...own.routes])
    for (const page of builtInPages(routes)) routes.set(page.route, page)
    addPageMeta(routes, docs, config, await commits)
    const diagnostics: Diagnostic[] = [...config.configWarnings, ...sources.diagnostics, ...(await sidebarsProblemsOnce(config, cache)), ...pages.flatMap((p) => p.diagnostics), ...model.diagnostics, ...own.diagnostics, ...footer.diagnostics]
    diagnostics.push(
      ...stage('check-links', () =>
        checkLinks({
          pages,
          routes: new Set(routes.keys()),
          anchors: new Map(pages.map((p) => [p.source.route, p.anchors])),
          config,
          configLinks: [...config.navbar.items, ...config.footer.links].filter((i) => i.to).map((i) => ({ label: i.label ?? i.to!, to: i.to! })),
        }),
      ),
    )
    const bundle = await bundling
    const chunks = stage('route-chunks', () => createRouteChunks(routes, mode, cache?.chunks))
    // Files go to the writer as soon as they are made, to be written while the build goes on (a
    // file costs the disk far more than the CPU); a failure later still aborts the whole output.
    const output = countingWriter(writer, mode === 'production')
    for (const f of [...chunks.files, ...bundle.files, ...assets.files()]) output.write(f)
    const { site: draft, diagnostics: siteProblems } = createSiteData({
      config,
      sidebar: model.sidebar,
      docRouteOfId: new Map(docs.map((p) => [p.source.id, p.source.route])),
      mainDocId: model.mainDocId,
      chunks: Object.fromEntries([...chunks.urls].map(([r, u]) => [r, withBase(config.base, u)])),
      indexUrls: {},
      workerUrl: withBase(config.base, bundle.manifest.worker),
      ...(footer.html !== undefined && { footerHtml: footer.html }),
    })
    diagnostics.push(...siteProblems)
    if (hasErrors(diagnostics)) throw new BuildFailedError(diagnostics)
    const searchSources = toSearchSources(pages, model.breadcrumbs)
    const search = stage('search-index', () => indexSearch(searchSources, config, mode, cache))
    const indexUrls = Object.fromEntries(Object.entries(search.indexPaths).map(([c, u]) => [c, withBase(config.base, u)]))
    const site: SiteData = { ...draft, search: { ...draft.search, indexUrls } }
    const siteJson = JSON.stringify(site)
    const siteDataPath = `/${outputName('assets/site', '.json', siteJson, mode)}`
    const componentCss = componentCssFile([...pages.flatMap((p) => p.stylesheets ?? []), ...footer.stylesheets], config.root, mode)
    const customCss = customCssFiles(config.customCss, mode)
    if (componentCss) customCss.urls.unshift(componentCss.url)
    for (const f of [...search.files, ...customCss.files, ...(componentCss ? [componentCss.file] : []), { path: siteDataPath.slice(1), contents: siteJson }]) output.write(f)
    const sourceOf = new Map(pages.map((p) => [p.source.route, p.source.displayPath]))
    const head = headExtras(config)
    diagnostics.push(...head.diagnostics)
    const html = await stage('render', () => renderRoutesParallel(routes, { site, manifest: bundle.manifest, siteDataPath, customCss: customCss.urls, head: head.extras, allow: config.csp }, { json: chunks.json, siteJson, sourceOf, emit: output.write, pageFiles: config.pageFiles, ...(cache && { cache: cache.rendered }) }), routes.size)
    if (hasErrors(html.diagnostics)) throw new BuildFailedError([...diagnostics, ...html.diagnostics])
    const files: OutputFile[] = [
      { path: 'sitemap.xml', contents: renderSitemap(config.url, sitemapUrls(routes, config.base)) },
      ...staticFilesOnce(config, cache),
    ]
    await stage('write', async () => {
      for (const f of files) output.write(f)
      await writer.commit()
    })
    return { pages: routes.size, files: output.count, bytes: output.bytes, diagnostics, timings, rendered: html.rendered }
  } catch (error) {
    await writer.abort()
    throw error
  }
}

/**
 * Passes files to the writer and counts them; bytes are summed only for a production build, whose
 * summary shows them (a dev rebuild would spend milliseconds on it for nothing). Text is encoded
 * here, once: the writer would encode it to write it anyway, and measuring it apart cost a cold
 * build tens of milliseconds (the HTML is not all ASCII, V8's slow path).
 */
function countingWriter(writer: Writer, sumBytes: boolean) {
  const out = {
    count: 0,
    bytes: 0,
    write(file: OutputFile) {
      const encoded = sumBytes && typeof file.contents === 'string' ? { path: file.path, contents: Buffer.from(file.contents) } : file
      writer.write(encoded)
      out.count++
      if (sumBytes) out.bytes += encoded.contents.length
    },
  }
  return out
}

/** Docs and the site's Markdown pages, from their content; React pages are code, not text. */
function toSearchSources(pages: Page[], breadcrumbs: Map<string, { label: string }[]>): SearchSource[] {
  return pages
    .filter((p) => !p.source.frontmatter.unlisted && !(p.source.sitePage && !/\.mdx?$/i.test(p.source.path)))
    .map((p) => ({
      route: p.source.route,
      title: p.title,
      description: p.description,
      keywords: p.keywords,
      breadcrumb: (breadcrumbs.get(p.source.route) ?? []).map((b) => b.label),
      sections: p.sections,
      type: p.source.sitePage ? ('page' as const) : ('doc' as const),
    }))
}

function sitemapUrls(routes: Map<string, PageData>, base: string): string[] {
  return [...routes.keys()].filter((r) => r !== '/search').sort().map((r) => withBase(base, r))
}
