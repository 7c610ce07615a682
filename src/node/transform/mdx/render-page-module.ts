import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { unlink, writeFile } from 'node:fs/promises'
import { createRequire, SourceMap } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { PACKAGE_ROOT } from '../../render/bundle.js'
import { UserCodeRunner, type UserCodeFailure } from '../../user-code.js'
import { originalPosition, type CompiledPositions } from './compiled-positions.js'
import type { DocContextData } from '../../../shared/types.js'

const require = createRequire(import.meta.url)

/** What the worker is sent: the module to import and the React that renders it (the one the module imports). */
interface RenderJob {
  file: string
  react: string
  server: string
  /** react-dom/static, for a page that suspends (see RENDER). */
  prerender: string
  /** The page's URL path, base included, for `useLocation()` of `@docusaurus/router` while it renders. */
  pathname: string
  /** A doc page's data for the doc hooks (`useDoc()`, see templates/mdx/doc-context.tsx). */
  doc?: DocContextData
}

/** The page's HTML (undefined when it has no component to render) and what a React page says about itself. */
interface RenderReply {
  html: string | undefined
  title?: string
  description?: string
}

/** Runs in the worker (see user-code.ts): import the module, render its default export. */
const RENDER = `async ({ file, react, server, prerender, pathname, doc }) => {
  // Pages render one after another in this worker: the location and doc are the current page's (see router.ts, doc-context.tsx).
  globalThis.__chemdocsPathname = pathname
  globalThis.__chemdocsDoc = doc
  const { createElement } = require(react)
  const { renderToString } = require(server)
  const mod = await import(require('node:url').pathToFileURL(file).href)
  const Content = mod.default
  if (typeof Content !== 'function' && (typeof Content !== 'object' || Content === null)) return { html: undefined }
  const meta = mod.frontMatter
  const text = (key) => (meta && typeof meta[key] === 'string' ? meta[key] : undefined)
  // An MDX page on a site that overrides Root or Layout renders inside them (site-wrappers.ts).
  const element = createElement(Content)
  const slot = mod.__chemdocsSlot
  const render = async (node) => {
    const quick = renderToString(node)
    // A boundary left for the browser (\`<!--$!-->\`): a lazy component, say, which renderToString
    // does not wait for. Rendered again waiting for every one, as Docusaurus' server render waits.
    if (!quick.includes('<!--$!-->')) return quick
    let waited = ''
    for await (const part of (await require(prerender).prerenderToNodeStream(node)).prelude) waited += part
    return waited
  }
  // Wrappers that render no slot (their children left out) leave the page alone, rendered bare.
  const html = slot ? (slot.slice(await render(slot.tree(element))) ?? (await render(element))) : await render(element)
  return { html, title: text('title'), description: text('description') }
}`

// One worker for every page of every build of the process: pages are rendered one after another,
// and a worker start (loading React) costs more than most pages. Kept here, not in a cache, since
// it holds no data of any build; it never keeps the process alive while idle.
let runner: UserCodeRunner<RenderJob, RenderReply> | undefined

function pageRunner(): UserCodeRunner<RenderJob, RenderReply> {
  return (runner ??= new UserCodeRunner<RenderJob, RenderReply>({ run: RENDER, what: 'page' }))
}

/** Starts the render worker now, so that its start overlaps bundling the first page. */
export function warmUpPageRenderer(): void {
  pageRunner().warmUp()
}

/** Stops the render worker, failing a page it is running; the next page starts a new one. */
export function stopPageRenderer(): void {
  runner?.close()
}

/** A place in a file, 1-based. */
export interface Place {
  file: string
  line: number
  column: number
}

/** The rendered page, or why it failed, with the place of a throw in the page, a partial or a component when the stack gives one. */
export type RenderedModule =
  | { ok: true; html: string | undefined; title?: string; description?: string }
  | { ok: false; failure: UserCodeFailure; place: Place | undefined }

/** What renderPageModule needs: the bundle (see bundle-mdx.ts) and the compiled MDX files' positions, by path. */
export interface RenderPageModuleOptions {
  code: string
  map: string
  /** The folder the bundle's source map names its sources from (the page's). */
  dir: string
  compiled: ReadonlyMap<string, CompiledPositions>
  /** The page's URL path, base included (what `useLocation()` gives while it renders), and a doc's data. */
  pathname: string
  doc?: DocContextData
}

/**
 * Imports a bundled page module and renders it in the render worker, within the user-code limits.
 * Node 20 cannot import a module from memory, so the bundle goes to a temp file (a unique name:
 * two builds of the same page must not remove each other's file), removed once rendered.
 */
export async function renderPageModule(options: RenderPageModuleOptions): Promise<RenderedModule> {
  const file = path.join(tmpdir(), `chemdocs-mdx-${process.pid}-${randomUUID()}.mjs`)
  await writeFile(file, options.code)
  try {
    return await renderModuleFile(file, new Map([[pathToFileURL(file).href, { map: options.map, dir: options.dir }]]), options.compiled, { pathname: options.pathname, ...(options.doc && { doc: options.doc }) })
  } finally {
    await unlink(file).catch(() => undefined)
  }
}

/** A module file's source map, and the folder its sources are named from. */
export interface ModuleMap {
  /** The map's JSON, or the file it was written to (read only when a page throws: a big bundle's maps would fill memory). */
  map: string | { file: string }
  dir: string
}

/** Where a page renders: its URL path (base included) and, for a doc, the doc hooks' data. */
export interface RenderAt {
  pathname: string
  doc?: DocContextData
}

/**
 * Renders a page module already on disk (with the modules it imports, e.g. the shared chunks of
 * a bundle of many pages); `maps` holds the source map of each of those files, by file URL.
 */
export async function renderModuleFile(file: string, maps: ReadonlyMap<string, ModuleMap>, compiled: ReadonlyMap<string, CompiledPositions>, at: RenderAt): Promise<RenderedModule> {
  const result = await pageRunner().run({ file, react: require.resolve('react'), server: require.resolve('react-dom/server'), prerender: require.resolve('react-dom/static'), ...at })
  if (result.ok) return { ok: true, ...result.value }
  const place = result.failure.kind === 'threw' ? placeOfThrow(result.failure.error.stack, maps, compiled) : undefined
  return { ok: false, failure: result.failure, place }
}

/** chemdocs' own code, which pages bundle (the theme): a throw there is placed at the site's code that called it. */
const OWN_FOLDERS = ['templates', 'lib', 'src/node', 'src/shared', 'src/client'].map((dir) => path.join(PACKAGE_ROOT, dir) + path.sep)

function mapText({ map }: ModuleMap): string {
  return typeof map === 'string' ? map : readFileSync(map.file, 'utf8')
}

/** A module's namespace prefix in the bundle's source map (see bundle-mdx-pages.ts): the rest is the file. */
const NAMESPACE = /^[\w-]+:(?=\/)/

/**
 * The first frame of the stack that is the site's code, through the bundle's source maps, and for
 * a compiled MDX file (the page, a partial) through the compiler's positions to the MDX line.
 * Also places what a theme override throws in the app shell (render/shell-render.ts).
 */
export function placeOfThrow(stack: string, maps: ReadonlyMap<string, ModuleMap>, compiled: ReadonlyMap<string, CompiledPositions>): Place | undefined {
  const parsed = new Map<string, SourceMap | undefined>()
  const mapOf = (url: string) => {
    if (!parsed.has(url)) {
      try {
        parsed.set(url, new SourceMap(JSON.parse(mapText(maps.get(url)!))))
      } catch {
        parsed.set(url, undefined)
      }
    }
    return parsed.get(url)
  }
  for (const frame of stack.split('\n')) {
    const m = /(file:\/\/[^\s()]+?):(\d+):(\d+)\)?\s*$/.exec(frame)
    if (!m || !maps.has(m[1]!)) continue
    const map = mapOf(m[1]!)
    if (!map) continue
    const entry = map.findEntry(Number(m[2]) - 1, Number(m[3]) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number }
    if (entry.originalSource === undefined || entry.originalLine === undefined || entry.originalColumn === undefined) continue
    const source = path.resolve(maps.get(m[1]!)!.dir, entry.originalSource.replace(NAMESPACE, ''))
    if (source.includes(`${path.sep}node_modules${path.sep}`) || OWN_FOLDERS.some((dir) => source.startsWith(dir))) continue
    const positions = compiled.get(source)
    if (!positions) return { file: source, line: entry.originalLine + 1, column: entry.originalColumn + 1 }
    const original = originalPosition(positions, entry.originalLine + 1, entry.originalColumn)
    if (original) return { file: source, ...original }
  }
  return undefined
}
