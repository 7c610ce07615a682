import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkContent, type ContentRuleOptions } from '../../src/node/check/content-rules.js'
import { collectSources } from '../../src/node/collect/collect.js'
import { loadConfig } from '../../src/node/config/config.js'
import { formatDiagnostics } from '../../src/node/logger.js'
import type { SourceFile } from '../../src/node/types.js'

/** The project's own copy of the page inventory: route <TAB> title. */
const inventory = readFileSync(path.join(import.meta.dirname, 'routes.tsv'), 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('/docs'))
  .map((l) => {
    const [route = '', title = ''] = l.split('\t')
    return { route, title }
  })

let files: SourceFile[]
let rules: ContentRuleOptions
let byRoute: Map<string, SourceFile>

beforeAll(async () => {
  const config = await loadConfig(path.resolve(import.meta.dirname, '../..'))
  files = collectSources(config).files
  rules = config.contentRules
  byRoute = new Map(files.map((f) => [f.route, f]))
})

describe.each(['eln', 'labimotion', 'repo', 'development', 'documentation', 'services'])('the %s section', (section) => {
  const routes = inventory.filter((r) => r.route === `/docs/${section}` || r.route.startsWith(`/docs/${section}/`))
  it.each(routes)('$route has a page with its title', ({ route, title }) => {
    const source = byRoute.get(route)
    expect(source, `no page for ${route}`).toBeDefined()
    if (title) expect(source!.frontmatter.title).toBe(title)
    else expect(source!.frontmatter.title?.length).toBeGreaterThan(0)
  })
})

// The rules `npm run check:content` applies (src/node/check/content-rules.ts, with the house rules
// of site.config.ts): every page in docs/, listed in the inventory or not.
it('every page in docs/ has a description, enough prose and links, no placeholder, applies_to and sources', () => {
  expect(rules).toMatchObject({ minWords: { page: 300, overview: 150 }, minLinks: 2, requiredKeys: ['applies_to', 'sources'] })
  const problems = checkContent(files, rules)
  expect(problems.length === 0 ? '' : formatDiagnostics(problems)).toBe('')
})
