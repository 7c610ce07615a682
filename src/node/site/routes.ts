import path from 'node:path'
import GithubSlugger from 'github-slugger'
import type { CategoryCard, NavItem, NavLink, PageData } from '../../shared/types.js'
import { routeToFile } from '../../shared/url.js'
import { slugToRoute } from './route-path.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import { frontmatterKeyPosition } from '../collect/frontmatter.js'
import { locateValue, locateValueIn } from '../locate-value.js'
import type { CategoryMeta, Page, SourceFile } from '../types.js'
import { compareText } from '../../shared/compare-text.js'
import { RESERVED_ROUTES } from '../render/template-pages.js'


export interface SiteModel {
  sidebar: NavItem[]
  /** Doc and generated-category routes with their data (template pages are added by build). */
  routes: Map<string, PageData>
  breadcrumbs: Map<string, NavLink[]>
  /** Category labels above each doc route, for search breadcrumbs. */
  docIds: Map<string, string>
  /** The version's main doc: the configured one, else the docs root page, else the first doc ('' without docs). */
  mainDocId: string
  diagnostics: Diagnostic[]
}

interface DirNode {
  dir: string
  name: string
  pages: Page[]
  dirs: Map<string, DirNode>
}

type Entry = { sortKey: [number, string]; item: NavItem; cards: CategoryCard }

/** Builds the sidebar, prev/next, breadcrumbs and category index pages from all pages. */
export function buildSite(pages: Page[], categories: Map<string, CategoryMeta>, config: ResolvedConfig): SiteModel {
  const diagnostics: Diagnostic[] = [...findDuplicates(pages)]
  const root = toTree(pages)
  const routes = new Map<string, PageData>()
  const slugger = new GithubSlugger()
  const base = '/' + config.docs.routeBasePath.replace(/^\/+|\/+$/g, '')
  const generated: { route: string; title: string; description: string; items: Entry[] }[] = []

  const entriesOf = (node: DirNode): Entry[] => {
    const entries: Entry[] = []
    for (const page of node.pages) {
      if (node.dir !== '' && page.source.isCategoryIndex) continue
      if (page.source.frontmatter.unlisted) continue
      // The docs' front page (docs/index.md) leads the sidebar unless it is given a position.
      const isHome = node.dir === '' && page.source.isCategoryIndex
      entries.push({
        sortKey: [page.source.position ?? (isHome ? -Infinity : Infinity), page.source.relPath.split('/').pop()!],
        item: { type: 'link', label: page.source.frontmatter.sidebar_label ?? page.title, href: page.source.route },
        cards: { label: page.title, href: page.source.route, description: page.description, isCategory: false },
      })
    }
    for (const child of node.dirs.values()) {
      const meta = categories.get(child.dir)
      const index = child.pages.find((p) => p.source.isCategoryIndex)
      const items = entriesOf(child).sort(compareEntries)
      const label = meta?.label ?? index?.source.frontmatter.sidebar_label ?? index?.title ?? humanize(child.name)
      let href = index?.source.route
      let description = index?.description ?? ''
      if (meta?.link?.type === 'doc') {
        const target = pages.find((p) => p.source.id === (meta.link as { id: string }).id)
        if (target) href = target.source.route
        else diagnostics.push(createDiagnostic('missing-doc', `category link points to unknown doc id \`${meta.link.id}\``, { file: meta.displayPath ?? child.dir, ...(meta.displayPath ? locateValue(meta.displayPath, 'id', meta.link.id) : { line: 1, column: 1 }) }))
      } else if (meta?.link?.type === 'generated-index' && !index) {
        const slug = meta.link.slug ?? `/category/${slugger.slug(label)}`
        // A URL path, like every route: a label or slug with spaces or non-ASCII letters is encoded.
        // With routeBasePath '/' the base is '/': `/category/x`, not `//category/x`.
        href = `${base === '/' ? '' : base}${slugToRoute(slug, '')}`
        description = meta.link.description ?? ''
        generated.push({ route: href, title: meta.link.title ?? label, description, items })
      }
      if (items.length === 0 && !href) continue
      const position = meta?.position ?? index?.source.position ?? Infinity
      const folderName = child.dir.split('/').pop()!
      const item: NavItem =
        items.length === 0 && href
          ? { type: 'link', label, href }
          : {
              type: 'category',
              label,
              ...(href !== undefined && { href }),
              collapsed: meta?.collapsed ?? true,
              collapsible: meta?.collapsible ?? true,
              items: items.map((e) => e.item),
            }
      entries.push({
        sortKey: [position, folderName],
        item,
        cards: {
          label,
          href: href ?? firstHref(item) ?? '',
          description: description || `${items.length} item${items.length === 1 ? '' : 's'}`,
          isCategory: true,
        },
      })
    }
    return entries
  }

  const sidebar = entriesOf(root).sort(compareEntries).map((e) => e.item)
  const order = flatten(sidebar)
  const breadcrumbs = new Map<string, NavLink[]>()
  collectBreadcrumbs(sidebar, [], breadcrumbs)
  const byId = new Map(pages.map((p) => [p.source.id, p]))
  const docIds = new Map(pages.map((p) => [p.source.route, p.source.id]))

  for (const page of pages) {
    const route = page.source.route
    const at = order.findIndex((l) => l.href === route)
    const pick = (key: 'pagination_prev' | 'pagination_next', fallback: NavLink | undefined): NavLink | undefined => {
      const explicit = page.source.frontmatter[key]
      if (explicit === null) return undefined
      if (explicit === undefined) return fallback
      const target = byId.get(explicit)
      if (!target) {
        diagnostics.push(createDiagnostic('missing-doc', `pagination points to unknown doc id \`${explicit}\``, { file: page.source.displayPath, ...locateValueIn(page.source.text, key, explicit) }))
        return undefined
      }
      return { label: target.source.frontmatter.sidebar_label ?? target.title, href: target.source.route }
    }
    const prev = pick('pagination_prev', at > 0 ? order[at - 1] : undefined)
    const next = pick('pagination_next', at >= 0 ? order[at + 1] : undefined)
    routes.set(route, {
      route,
      kind: 'doc',
      title: page.title,
      ...(page.heading !== undefined && { heading: page.heading }),
      ...(page.h1InBody && { h1InBody: true }),
      description: page.description,
      html: page.html,
      toc: page.toc,
      breadcrumbs: breadcrumbs.get(route) ?? [],
      ...(prev && { prev }),
      ...(next && { next }),
      hideToc: page.source.frontmatter.hide_table_of_contents ?? false,
      ...(page.source.frontmatter.applies_to !== undefined && { appliesTo: page.source.frontmatter.applies_to }),
      // Relative to the site, not to where the build was started: the output must not depend on it.
      source: path.relative(config.root, page.source.path).split(path.sep).join('/'),
    })
  }
  for (const g of generated) {
    const at = order.findIndex((l) => l.href === g.route)
    const prev = at > 0 ? order[at - 1] : undefined
    const next = at >= 0 ? order[at + 1] : undefined
    routes.set(g.route, {
      route: g.route,
      kind: 'category',
      title: g.title,
      description: g.description,
      html: '',
      toc: [],
      breadcrumbs: breadcrumbs.get(g.route) ?? [],
      ...(prev && { prev }),
      ...(next && { next }),
      hideToc: true,
      cards: g.items.map((e) => e.cards),
    })
  }
  const named = config.docs.version.mainDocId
  if (named !== undefined && !byId.has(named) && pages.length > 0) {
    diagnostics.push(
      // Reported where the id is set: the config file.
      createDiagnostic('missing-doc', `the main doc \`${named}\` (docs.version.mainDocId) does not exist; give the docs' front page \`id: ${named}\``, {
        file: path.relative(process.cwd(), config.configFile) || config.configFile,
        ...locateValue(config.configFile, 'mainDocId', named),
      }),
    )
  }
  const mainDocId = named ?? defaultMainDoc(pages, order)
  return { sidebar, routes, breadcrumbs, docIds, mainDocId, diagnostics }
}

/** Without a configured main doc: the docs root page (docs/index.md), else the first doc of the sidebar. */
function defaultMainDoc(pages: Page[], order: NavLink[]): string {
  const root = pages.find((p) => p.source.dir === '' && p.source.isCategoryIndex)
  const first = order.map((l) => pages.find((p) => p.source.route === l.href)).find((p) => p !== undefined)
  return (root ?? first ?? pages[0])?.source.id ?? ''
}

function findDuplicates(pages: Page[]): Diagnostic[] {
  const out: Diagnostic[] = []
  const seenRoute = new Map<string, SourceFile>()
  const seenId = new Map<string, SourceFile>()
  for (const { source } of pages) {
    // At the frontmatter key that chose the route or id, when one did; else the file name did.
    const at = (key: 'slug' | 'id') => ({ file: source.displayPath, ...frontmatterKeyPosition(source.text, key) })
    const routePlace = at(source.frontmatter.slug !== undefined ? 'slug' : 'id')
    // Compared as the files they are written to: decoded, and without case (macOS and Windows).
    const file = routeToFile(source.route)
    const r = seenRoute.get(file.toLowerCase())
    if (r && routeToFile(r.route) !== file) {
      out.push(createDiagnostic('duplicate-route', `route ${source.route} differs only in case from ${r.route} of ${r.displayPath}; on macOS and Windows one page would overwrite the other: rename one of them`, routePlace))
    } else if (r) {
      out.push(createDiagnostic('duplicate-route', `route ${source.route} is also produced by ${r.displayPath}; change the file name or the slug of one of them`, routePlace))
    } else seenRoute.set(file.toLowerCase(), source)
    const i = seenId.get(source.id)
    if (i) out.push(createDiagnostic('duplicate-id', `doc id \`${source.id}\` is also used by ${i.displayPath}; ids must be unique`, at('id')))
    else seenId.set(source.id, source)
    if (RESERVED_ROUTES.includes(source.route)) {
      out.push(createDiagnostic('duplicate-route', `route ${source.route} belongs to a built-in page; choose another slug`, routePlace))
    }
  }
  return out
}

function toTree(pages: Page[]): DirNode {
  const root: DirNode = { dir: '', name: '', pages: [], dirs: new Map() }
  for (const page of pages) {
    let node = root
    const parts = page.source.dir === '' ? [] : page.source.dir.split('/')
    parts.forEach((part, i) => {
      let next = node.dirs.get(part)
      if (!next) {
        next = { dir: parts.slice(0, i + 1).join('/'), name: part.replace(/^\d+[-_.]\s*/, '') || part, pages: [], dirs: new Map() }
        node.dirs.set(part, next)
      }
      node = next
    })
    node.pages.push(page)
  }
  return root
}

function compareEntries(a: Entry, b: Entry): number {
  // Infinity - Infinity is NaN (falsy): two unpositioned entries fall through to the name.
  return a.sortKey[0] - b.sortKey[0] || compareText(a.sortKey[1], b.sortKey[1])
}

function flatten(items: NavItem[], out: NavLink[] = []): NavLink[] {
  for (const item of items) {
    if (item.type === 'link') {
      if (!item.unlisted) out.push({ label: item.label, href: item.href })
    } else {
      if (item.href) out.push({ label: item.label, href: item.href })
      flatten(item.items, out)
    }
  }
  return out
}

function firstHref(item: NavItem): string | undefined {
  if (item.type === 'link') return item.href
  return item.href ?? item.items.map(firstHref).find(Boolean)
}

function collectBreadcrumbs(items: NavItem[], trail: NavLink[], out: Map<string, NavLink[]>): void {
  for (const item of items) {
    if (item.type === 'link') {
      out.set(item.href, trail)
    } else {
      if (item.href) out.set(item.href, trail)
      const here = { label: item.label, href: item.href ?? firstHref(item) ?? '' }
      collectBreadcrumbs(item.items, [...trail, here], out)
    }
  }
}

function humanize(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
