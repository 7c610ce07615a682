import type { PageData, SiteData } from '../shared/types.js'
import { withBase } from '../shared/url.js'
import { AssetRegistry } from './transform/assets.js'
import { collectChanged, collectSidebars, type CollectCache, type CollectChangedOptions } from './collect/collect-cache.js'
import { clientBundle, type BundleCache } from './render/client-bundle.js'
import { indexSearch, type SearchCache } from './search/search-cache.js'
import { toSearchSources } from './search/search-index.js'
import type { BundleMode } from './render/bundle.js'
import { checkLinks, previewUnwrittenLinks } from './check/check-links.js'
import { footerLinksOf, type ResolvedConfig } from './config/config-schema.js'
import { BuildFailedError, hasErrors, uniqueDiagnostics, type Diagnostic } from './diagnostics.js'
import { outputName } from './write/output-names.js'
import type { PageStore } from './transform/page-store.js'
import { customCssFiles } from './render/custom-css.js'
import { componentCssFile } from './render/component-css.js'
import { infimaCssFile } from './render/infima-css.js'
import { withLibraryNotices } from './render/third-party-notices.js'
import { siteShell, type ShellCache } from './render/shell-cache.js'
import { headExtras } from './render/head-extras.js'
import { renderRoutesParallel } from './render/render-routes.js'
import type { RenderCache } from './render/render-cache.js'
import { createRouteChunks, type ChunkCache } from './render/route-chunks.js'
import { buildSite } from './site/routes.js'
import { readDocVersions, readVersionSidebars, versionConfig } from './collect/doc-versions.js'
import { buildVersion, markVersions, type BuiltVersion } from './site/versioned-docs.js'
import { addInstancesPageMeta, buildDocsInstances, collectDocsInstances, instanceDocsOf, instanceNavTargets } from './site/docs-instances.js'
import { versionSearchIndexes } from './search/version-indexes.js'
import { createSiteData } from './site/site-data.js'
import { addPageMeta, lastCommits, type LastCommit } from './site/page-meta.js'
import { sitemapFile, staticFiles, type StaticFilesCache } from './write/static-files.js'
import { builtInPages } from './render/template-pages.js'
import { sitePageRoutes } from './site/site-pages.js'
import { outputCollisions, staticShadowed } from './site/output-collisions.js'
import { unusedOverrides } from './site/unused-overrides.js'
import { display } from './display-path.js'
import { blogRoutes } from './site/blog-routes.js'
import { translateBreadcrumbs, translateSidebars } from './i18n/sidebar-labels.js'
import { blogFeedFiles } from './write/blog-feeds.js'
import { transformPagesParallel, type TransformCache } from './transform/transform-pages.js'
import type { BuildResult, StageEvent } from './types.js'
import type { Writer } from './write/write.js'
import { countingWriter } from './write/counting-writer.js'
import { mermaidLibraryFiles, mermaidPackageDirs } from './write/mermaid-library.js'
import { redirectPages } from './site/redirects.js'
import { packageStylesheetFiles } from './write/package-stylesheets.js'

/** How to build; `changed` and `readFile` go to the collect stage (see collectChanged). */
export interface BuildOptions extends CollectChangedOptions {
  mode: BundleMode
  writer: Writer
  onStage?: (event: BuildStageEvent) => void
  /** Dev server: what the previous build left to reuse (see BuildCache). */
  cache?: BuildCache
  /** `chemdocs build`: transformed pages kept on disk from the last build (see page-store.ts). */
  pageStore?: PageStore
  /** Routes (and their anchors) built beside this site, links to which are good: the other locales' (see build-locales.ts). */
  otherRoutes?: LinkTargets
  /** Told the site's routes and anchors once known, before links are checked (and the build perhaps fails). */
  onLinkTargets?: (targets: LinkTargets) => void
}

/** What links may point to: routes, and the anchors of each page's route. */
export interface LinkTargets {
  routes: Iterable<string>
  anchors: Map<string, Set<string>>
}

/** What a rebuild may reuse: one cache per stage, defined beside it (made by serve/dev-cache.ts). */
export interface BuildCache {
  bundle: BundleCache
  shell: ShellCache
  collect: CollectCache
  transform: TransformCache
  chunks: ChunkCache
  search: SearchCache
  rendered: RenderCache
  staticFiles: StaticFilesCache
}

/** A stage event; `items` is the number of pages a stage works on, when known. */
export type BuildStageEvent = StageEvent & { items?: number }

/**
 * The whole build, as a table of contents: collect, transform, routes, check-links, route-chunks,
 * search-index, render, write (the client bundle is made meanwhile). Each stage is a function from
 * data to data; given `cache`, each gets its own part of it and decides alone what it reuses.
 */
export async function build(siteConfig: ResolvedConfig, options: BuildOptions): Promise<BuildResult & { rendered: number }> {
  // A versioned site: the stages below build its last version; the others are built beside it.
  const versioning = readDocVersions(siteConfig)
  const main = versioning && (versioning.versions.find((v) => v.isLast) ?? versioning.versions[0])
  const config = main ? versionConfig(siteConfig, main) : siteConfig
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
    const assets = new AssetRegistry()
    // A site that overrides parts of the app shell gets a bundle of its own; any other the prebuilt one.
    const shelling = siteShell(config, mode, assets, cache?.shell ?? options.pageStore?.shell)
    const bundling = shelling.then((own) => own.client ?? clientBundle(mode, cache?.bundle))
    bundling.catch(() => undefined)
    const { showLastUpdateTime, showLastUpdateAuthor } = config.docs
    const commits = showLastUpdateTime || showLastUpdateAuthor ? lastCommits(config.docsDir) : Promise.resolve(new Map<string, LastCommit>())
    const sources = stage('collect', () => collectChanged(config, cache?.collect, options))
    // The site's other docs folders (docs instances): their pages may read every folder's docs.
    const instances = collectDocsInstances(siteConfig)
    const otherDocs = instanceDocsOf(instances)
    // Files go to the writer as soon as they are made, to be written while the build goes on; a
    // failure later still aborts the whole output. static/ first: the disk copies it meanwhile.
    const output = countingWriter(writer, mode === 'production')
    const fromStatic = staticFiles(config, cache?.staticFiles)
    for (const f of [...fromStatic, ...mermaidLibraryFiles(config)]) output.copy(f)
    // Loaded before the transform, not during it: its worker's time limit runs on this thread, which
    // a long transform keeps busy past the limit (a 30 s "endless loop" on a tree of KaTeX pages).
    // MDX pages read the sidebars (useDocsSidebar).
    const sidebars = main && !main.isCurrent ? readVersionSidebars(main) : await collectSidebars(config, cache?.collect)
    const pages = await stage('transform', () => transformPagesParallel(config, { ...sources, otherDocs, ...(sidebars.sidebars && { sidebars: sidebars.sidebars }) }, assets, cache?.transform, options.pageStore), sources.files.length)
    const docs = pages.filter((p) => !p.source.sitePage)
    const shell = await shelling
    const model = stage('routes', () => buildSite(docs, sources.categories, config, sidebars.sidebars))
    const versionsBuilt: BuiltVersion[] = []
    for (const version of versioning?.versions ?? []) if (version !== main) versionsBuilt.push(await stage('versions', () => buildVersion(siteConfig, version, assets, { otherDocs })))
    const mainDocs = { id: config.docs.id, routeBasePath: config.docs.routeBasePath, version: config.docs.version, docs: sources.files.filter((f) => !f.sitePage) }
    const extra = await stage('docs-instances', () => buildDocsInstances(instances, assets, mainDocs))
    const others = [...versionsBuilt, ...extra.flatMap((i) => i.built)]
    const allPages = [...pages, ...others.flatMap((o) => o.pages)]
    const own = sitePageRoutes(pages.filter((p) => p.source.sitePage), model.routes, config)
    const routes = new Map<string, PageData>([...model.routes, ...others.flatMap((o) => [...o.model.routes]), ...own.routes])
    if (config.blog) for (const [route, data] of blogRoutes(pages.filter((p) => p.source.blogPost), routes, config.blog, config.base)) routes.set(route, data)
    for (const page of builtInPages(routes)) routes.set(page.route, page)
    const versions = versioning && markVersions(versioning.versions.map((version) => (version === main ? { version, model } : versionsBuilt.find((o) => o.version === version)!)), config)
    addPageMeta(routes, [...docs, ...versionsBuilt.flatMap((o) => o.pages)], config, await commits)
    await addInstancesPageMeta(routes, extra)
    translateBreadcrumbs(routes.values(), model.sidebars.sidebars.keys().next().value, config.locale?.sidebarLabels)
    const sourceOf = new Map(allPages.map((p) => [p.source.route, p.source.displayPath]))
    const placeOf = (route: string) => (sourceOf.has(route) ? { file: sourceOf.get(route)!, line: 1, column: 1 } : undefined)
    const redirects = redirectPages(config, new Set(routes.keys()))
    const diagnostics: Diagnostic[] = [...config.configWarnings, ...redirects.diagnostics, ...(versioning?.diagnostics ?? []), ...extra.flatMap((i) => i.diagnostics), ...uniqueDiagnostics(others.flatMap((o) => o.diagnostics)), ...sources.diagnostics, ...sidebars.diagnostics, ...uniqueDiagnostics(pages.flatMap((p) => p.diagnostics)), ...model.diagnostics, ...own.diagnostics, ...shell.diagnostics, ...outputCollisions(routes.keys(), config.pageFiles, placeOf), ...staticShadowed(fromStatic, routes.keys(), config.pageFiles, display), ...unusedOverrides(config.themeDir, display)]
    const anchors = new Map(allPages.map((p) => [p.source.route, p.anchors]))
    options.onLinkTargets?.({ routes: routes.keys(), anchors })
    diagnostics.push(
      ...stage('check-links', () =>
        checkLinks({
          pages: allPages,
          routes: new Set([...routes.keys(), ...(options.otherRoutes?.routes ?? [])]),
          anchors: options.otherRoutes ? new Map([...options.otherRoutes.anchors, ...anchors]) : anchors,
          config,
          configLinks: [...config.navbar.items.flatMap((item) => [item, ...(item.items ?? [])]), ...footerLinksOf(config.footer)].filter((i) => i.to).map((i) => ({ label: i.label ?? i.to!, to: i.to! })),
        }),
      ),
    )
    const bundle = await bundling
    const chunks = stage('route-chunks', () => createRouteChunks(routes, mode, cache?.chunks))
    for (const f of [...chunks.files, ...withLibraryNotices(bundle.files, [...mermaidPackageDirs(config), ...assets.packages()]), ...assets.files()]) output.put(f)
    const { site: draft, diagnostics: siteProblems } = createSiteData({
      config,
      sidebars: new Map([...translateSidebars(model.sidebars.sidebars, config.locale?.sidebarLabels), ...others.flatMap((o) => [...o.sidebars])]),
      sidebarless: [...routes.values()].some((r) => r.sidebar === ''),
      docRouteOfId: new Map(docs.map((p) => [p.source.id, p.source.route])),
      mainDocId: model.mainDocId,
      otherDocs: instanceNavTargets(extra),
      chunks: Object.fromEntries([...chunks.urls].map(([r, u]) => [r, withBase(config.base, u)])),
      indexUrls: {},
      workerUrl: withBase(config.base, bundle.manifest.worker),
    })
    diagnostics.push(...siteProblems)
    if (hasErrors(mode === 'dev' ? previewUnwrittenLinks(diagnostics) : diagnostics)) throw new BuildFailedError(diagnostics)
    // The root index holds every docs folder's last version; the main folder's other versions have their own.
    const searchSources = [...toSearchSources(config.search.indexBlog ? pages : pages.filter((p) => !p.source.blogPost), model.breadcrumbs), ...extra.flatMap((i) => i.built.filter((b) => b.version.isLast).flatMap((b) => toSearchSources(b.pages, b.model.breadcrumbs)))]
    const search = stage('search-index', () => indexSearch(searchSources, config, mode, cache?.search, options.pageStore))
    const indexUrls = Object.fromEntries(Object.entries(search.indexPaths).map(([c, u]) => [c, withBase(config.base, u)]))
    const versionIndexes = versions ? versionSearchIndexes(versionsBuilt.map((o) => ({ version: o.version, sources: [...toSearchSources(o.pages, o.model.breadcrumbs), ...searchSources.filter((s) => s.type === 'page')] })), config) : undefined
    const site: SiteData = { ...draft, ...(versions && { versions }), search: { ...draft.search, indexUrls, ...(versionIndexes && { versionIndexUrls: versionIndexes.urls }) } }
    const siteJson = JSON.stringify(site)
    const siteDataPath = `/${outputName('assets/site', '.json', siteJson, mode)}`
    const componentCss = componentCssFile([...allPages.flatMap((p) => p.stylesheets ?? []), ...shell.stylesheets], config.root, mode)
    const customCss = customCssFiles(config.customCss, mode, config.root)
    const fromPackages = packageStylesheetFiles(config)
    customCss.urls.unshift(...fromPackages.urls)
    for (const f of fromPackages.files) output.put(f)
    if (componentCss) customCss.urls.unshift(componentCss.url)
    const infima = config.infima ? infimaCssFile(config.root, mode) : undefined
    if (infima) customCss.urls.unshift(infima.url)
    for (const f of [...search.files, ...(versionIndexes?.files ?? []), ...customCss.files, ...[componentCss, infima].flatMap((c) => (c ? [c.file] : [])), { path: siteDataPath.slice(1), contents: siteJson }]) output.write(f)
    const head = headExtras(config)
    diagnostics.push(...head.diagnostics)
    const html = await stage('render', () => renderRoutesParallel(routes, { site, manifest: bundle.manifest, siteDataPath, customCss: customCss.urls, head: head.extras, allow: config.csp }, { json: chunks.json, siteJson, sourceOf, emit: output.write, pageFiles: config.pageFiles, ...(cache && { cache: cache.rendered }), ...(writer.reuse && { reuse: output.reuse }), shell: shell.server }), routes.size)
    if (hasErrors(html.diagnostics)) throw new BuildFailedError([...diagnostics, ...html.diagnostics])
    await stage('write', async () => {
      output.write(sitemapFile(config, routes.keys()))
      for (const file of [...blogFeedFiles(config, pages), ...redirects.files]) output.write(file)
      await writer.commit()
    })
    return { pages: routes.size, files: output.count, bytes: output.bytes, diagnostics, timings, rendered: html.rendered }
  } catch (error) {
    await writer.abort()
    throw error
  }
}
