import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { collectSources } from '../../src/node/collect/collect.js'
import { loadConfig } from '../../src/node/config/config.js'
import { splitFrontmatter } from '../../src/node/collect/frontmatter.js'
import type { SourceFile } from '../../src/node/types.js'

/** The project's own copy of the page inventory: route <TAB> title. */
const inventory = readFileSync(path.join(import.meta.dirname, 'routes.tsv'), 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('/docs'))
  .map((l) => {
    const [route = '', title = ''] = l.split('\t')
    return { route, title }
  })

const FORBIDDEN = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon|placeholder)\b/i

/** Words of prose: frontmatter, code blocks, inline code, HTML tags and link targets left out. */
export function proseWords(text: string): number {
  const body = text.slice(splitFrontmatter(text).bodyStart)
  const prose = body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::.*$/gm, ' ')
  return prose.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length
}

function internalLinks(text: string): number {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].filter(([, url]) => !/^[a-z]+:/i.test(url!) && !url!.startsWith('#')).length
}

let byRoute: Map<string, SourceFile>

beforeAll(async () => {
  const config = await loadConfig(path.resolve(import.meta.dirname, '../..'))
  byRoute = new Map(collectSources(config).files.map((f) => [f.route, f]))
})

describe.each(['eln', 'labimotion', 'repo', 'development', 'documentation', 'services'])('the %s section', (section) => {
  const routes = inventory.filter((r) => r.route === `/docs/${section}` || r.route.startsWith(`/docs/${section}/`))
  it.each(routes)('$route has a page with a title, description, enough prose and links, and no placeholder', ({ route, title }) => {
    const source = byRoute.get(route)
    expect(source, `no page for ${route}`).toBeDefined()
    const fm = source!.frontmatter
    if (title) expect(fm.title).toBe(title)
    else expect(fm.title?.length).toBeGreaterThan(0)
    expect(fm.description?.trim().length ?? 0, `${route} needs a description`).toBeGreaterThan(20)
    const isOverview = inventory.some((r) => r.route.startsWith(route + '/'))
    const words = proseWords(source!.text)
    expect(words, `${source!.displayPath}: ${words} words`).toBeGreaterThanOrEqual(isOverview ? 150 : 300)
    expect(internalLinks(source!.text), `${source!.displayPath} needs two internal links`).toBeGreaterThanOrEqual(2)
    expect(FORBIDDEN.exec(source!.text.replace(/placeholder\d/g, ''))?.[0], source!.displayPath).toBeUndefined()
    // Every fact is checked against a release: the page names it and the files it was checked in.
    expect(fm.applies_to?.trim().length ?? 0, `${source!.displayPath} needs applies_to: (the release it describes)`).toBeGreaterThan(0)
    expect(fm.sources?.length ?? 0, `${source!.displayPath} needs sources: (repo@ref:path entries)`).toBeGreaterThan(0)
  })
})

describe('every page of the docs, listed in the inventory or not', () => {
  it('names the release it describes and the sources its facts were checked against', () => {
    // React pages have no frontmatter to say it in; Markdown pages of the pages folder do.
    const markdown = [...byRoute.values()].filter((f) => /\.mdx?$/.test(f.path))
    expect(markdown.length).toBeGreaterThan(250)
    const missing = markdown.filter((f) => !f.frontmatter.applies_to || !f.frontmatter.sources?.length).map((f) => f.displayPath)
    expect(missing).toEqual([])
  })
})
