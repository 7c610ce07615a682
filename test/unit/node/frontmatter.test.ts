import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { parseFrontmatter, readPlainFrontmatter, readPlainYaml, splitFrontmatter } from '../../../src/node/collect/frontmatter.js'

// Most frontmatter is read without the YAML parser (it cost most of collecting a site). These
// tests hold that fast path to what the YAML parser makes of the same text, diagnostics included.
const DOCS = path.resolve(import.meta.dirname, '../../../docs')

describe('frontmatter without the YAML parser', () => {
  it("reads this site's pages exactly as the YAML parser does, and most of them without it", () => {
    const files = (readdirSync(DOCS, { recursive: true }) as string[]).filter((f) => f.endsWith('.md'))
    let plain = 0
    for (const f of files) {
      const text = readFileSync(path.join(DOCS, f), 'utf8')
      if (readPlainFrontmatter(splitFrontmatter(text).yaml ?? '\n')) plain++
      expect(parseFrontmatter(text, f), f).toEqual(parseFrontmatter(text, f, true))
    }
    expect(plain / files.length).toBeGreaterThan(0.95)
  })

  it("reads this site's category files exactly as the YAML parser does, most of them without it", () => {
    const files = (readdirSync(DOCS, { recursive: true }) as string[]).filter((f) => path.basename(f) === '_category_.yml')
    const texts = files.map((f) => readFileSync(path.join(DOCS, f), 'utf8'))
    const plain = texts.filter((text) => readPlainYaml(text) !== undefined)
    for (const text of plain) expect(readPlainYaml(text), text).toEqual(parseYaml(text))
    // The rest nest a `link:` mapping, which only the YAML parser reads.
    expect(texts.filter((text) => readPlainYaml(text) === undefined).every((text) => /^link:$/m.test(text))).toBe(true)
    expect(plain.length / files.length).toBeGreaterThan(0.9)
  })

  it('gives the same data and diagnostics (with positions) as YAML for tricky values', () => {
    // Values near every rule of the fast path: quotes, colons, hashes, numbers, YAML words, lists.
    const value = fc.oneof(
      fc.constantFrom('Reactions', "Chemotion's ELN", 'a: b', 'a:b', 'a #b', 'a#b', 'x:', '"quoted"', "'single'", '"with \\" escape"', "'it''s'", 'true', 'False', 'null', '~', 'yes', 'No', 'on', '3', '03', '-1', '1.5', '1e3', '0x1F', '.inf', '[]', '[ ]', '[a, b]', '[NMR, 2019]', '[a,, b]', '[a, "b, c"]', '[Yes, no]', '[.env, x]', '[a: b]', '[a #b]', 'a  b', 'a\tb', '[a  b]', '"[a]"', '3rd Party', '13C', '[1H, 13C, 19F]', '[3D viewer, .env]', '2019', '[2019, x]', '1.', '.5', '[.5, x]', '...', '[..., x]', '0o17', '[0o17]', '0x', '0b101', '1_000', '[1_000]', '2020-01-01', '[2020-01-01]', '1e', '1E+3', '[1E+3]', '.NaN', '.Inf', '[.inf]', '12:30', '[12:30]', '[a:b]', '[chemotion://, x]', '[a:, b]', '[a:]', '[x://y]', '[a :b]', '[a:[b]]', '[a:{b}]', '[E1/2, ΔEp]', 'λmax', '[λmax, ΔEp]', 'Überblick', '[É:x]', '96-well', '&anchor', '*alias', '!tag x', '|', '>', '@x', '%x', '- x', '{a: 1}', '"unterminated', '[unterminated', 'Ünïcödé', 'x '),
      fc.string({ maxLength: 12 }).filter((s) => !s.includes('\n')),
    )
    const key = fc.constantFrom('title', 'description', 'sidebar_position', 'keywords', 'unlisted', 'hide_table_of_contents', 'slug', 'colour', 'Title', 'sidebar_label')
    // Block lists too (`sources:` then `  - repo@ref:path`), with odd items and indents.
    const listItem = fc.oneof(value, fc.constantFrom('ComPlat/chemotion_ELN@v3.1.3:config/x.yml', 'a/b@c:d', 'x: y', '- x', '', ' '))
    const blockList = fc.tuple(fc.constantFrom('', ' ', '  ', '    '), fc.array(fc.tuple(listItem, fc.boolean()), { maxLength: 3 })).map(([indent, items]) =>
      items.map(([item, sameIndent]) => `\n${sameIndent ? indent : '   '}- ${item}`).join(''),
    )
    const entry = fc.oneof(
      fc.tuple(key, value).map(([k, v]) => `${k}: ${v}`),
      fc.tuple(fc.constantFrom('sources', 'keywords', 'title'), blockList).map(([k, list]) => `${k}:${list}`),
    )
    const block = fc.array(entry, { minLength: 1, maxLength: 5 }).map((lines) => lines.join('\n'))
    fc.assert(
      fc.property(block, (yaml) => {
        const text = `---\n${yaml}\n---\n\nBody.\n`
        expect(parseFrontmatter(text, 'docs/x.md')).toEqual(parseFrontmatter(text, 'docs/x.md', true))
      }),
      { numRuns: 2000 },
    )
    // Category files are the same plain lines, ending in a newline.
    fc.assert(
      fc.property(block, fc.boolean(), (yaml, newline) => {
        const text = newline ? `${yaml}\n` : yaml
        const plain = readPlainYaml(text)
        if (plain !== undefined) expect(plain).toEqual(parseYaml(text))
      }),
      { numRuns: 2000 },
    )
  })

  it('leaves to the YAML parser what it does not read plainly', () => {
    expect(readPlainFrontmatter('title: A\ntitle: B')).toBeUndefined() // a repeated key is YAML's error to report
    expect(readPlainFrontmatter('title: A # comment')).toBeUndefined()
    expect(readPlainFrontmatter('title: A\r\nslug: b')).toBeUndefined()
    expect(readPlainFrontmatter('title: A\nkeywords: [NMR, 1.5]')).toBeUndefined()
    expect(readPlainFrontmatter('keywords: [a:]')).toBeUndefined() // a mapping in YAML
    // Words that start with a digit or dot, or hold a `:`, are text when YAML reads them as text.
    expect(readPlainFrontmatter('title: 3rd Party Apps\nkeywords: [1H, 13C, .env, chemotion://]')?.map((e) => e.value)).toEqual(['3rd Party Apps', ['1H', '13C', '.env', 'chemotion://']])
    expect(readPlainFrontmatter('title: "3D Viewer"\nsidebar_position: 4\nkeywords: [JSmol, CIF]')?.map((e) => e.value)).toEqual(['3D Viewer', 4, ['JSmol', 'CIF']])
    // A block list of plain words is read plainly, with the position of its first item.
    const sources = readPlainFrontmatter('title: A\nsources:\n  - owner/repo@v1:src/a.ts\n  - owner/repo@v1:README.md\ndescription: B')
    expect(sources?.map((e) => e.value)).toEqual(['A', ['owner/repo@v1:src/a.ts', 'owner/repo@v1:README.md'], 'B'])
    expect(sources?.[1]).toMatchObject({ key: 'sources', keyOffset: 9, valueOffset: 20 })
    expect(readPlainFrontmatter('sources:\n  - a\n    - b')).toBeUndefined() // a nested list
    // A source path may hold spaces (a vendor's test export); an entry without repo@ref:path is refused.
    expect(parseFrontmatter('---\nsources:\n  - owner/repo@v1:test files/run 1.csv\n---\n\nx\n', 'x.md').data).toEqual({ sources: ['owner/repo@v1:test files/run 1.csv'] })
    expect(parseFrontmatter('---\nsources:\n  - just a note\n---\n\nx\n', 'x.md').diagnostics.map((d) => d.ruleId)).toEqual(['invalid-frontmatter'])
  })

  it('takes keys named like Object.prototype members as unknown keys, not as fields', () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      for (const yamlOnly of [false, true]) {
        const { data, diagnostics } = parseFrontmatter(`---\ntitle: A\n${key}: x\n---\n\nBody.\n`, 'docs/x.md', yamlOnly)
        expect(data).toEqual({ title: 'A' })
        expect(diagnostics).toEqual([{ ruleId: 'unknown-frontmatter-key', severity: 'warning', message: `unknown frontmatter key \`${key}\``, file: 'docs/x.md', line: 3, column: 1 }])
      }
    }
  })
})

describe('frontmatter mistakes writers make', () => {
  it("keeps Docusaurus' last_update and custom_edit_url, and names a last_update that is not a map of date and author", () => {
    const good = parseFrontmatter('---\nlast_update:\n  date: 2024-05-01\n  author: Ada\ncustom_edit_url: null\n---\n', 'docs/x.md')
    expect(good).toEqual({ data: { last_update: { date: '2024-05-01', author: 'Ada' }, custom_edit_url: null }, diagnostics: [] })
    const bad = parseFrontmatter('---\nlast_update: yesterday\n---\n', 'docs/x.md')
    expect(bad.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['2:14 frontmatter `last_update` must be a map with `date` and/or `author`, found the string "yesterday"'])
  })

  it('takes a sidebar_position written as a string, as Docusaurus does, and a displayed_sidebar name or null', () => {
    expect(parseFrontmatter('---\nsidebar_position: "99"\ndisplayed_sidebar: api\n---\n', 'docs/x.md')).toEqual({ data: { sidebar_position: 99, displayed_sidebar: 'api' }, diagnostics: [] })
    expect(parseFrontmatter("---\nsidebar_position: ' 2.5'\ndisplayed_sidebar: null\n---\n", 'docs/x.md').data).toEqual({ sidebar_position: 2.5, displayed_sidebar: null })
    const bad = parseFrontmatter('---\nsidebar_position: first\n---\n', 'docs/x.md')
    expect(bad.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['2:19 frontmatter `sidebar_position` must be a number, found the string "first"'])
  })

  it('reports frontmatter that is never closed, saying after which line the closing --- belongs', () => {
    const { diagnostics } = parseFrontmatter('---\ntitle: Sets\ndescription: About sets\nsidebar_position: 2\n\nThe body starts here.\n', 'docs/sets.md')
    expect(diagnostics).toEqual([
      expect.objectContaining({ ruleId: 'invalid-frontmatter', severity: 'error', file: 'docs/sets.md', line: 1, column: 1, message: expect.stringContaining('never closed; add a line `---` after line 4') }),
    ])
    // A thematic break at the top of a page is not frontmatter.
    expect(parseFrontmatter('---\n\nText under a rule.\n', 'docs/rule.md').diagnostics).toEqual([])
  })

  it.each([
    ['title: Setup: first steps', 'put the whole value in quotes'],
    ['title: [draft] Setup', 'put the whole value in quotes'],
    ['title: @mention', 'put the whole value in quotes'],
    ['title: A\ntitle: B', 'each key may appear once'],
    ['keywords: [a, b', 'close the list with `]`'],
  ])('gives a fix hint with the parser message for %j', (yaml, hint) => {
    const { diagnostics } = parseFrontmatter(`---\n${yaml}\n---\n\nText.\n`, 'docs/x.md')
    expect(diagnostics[0]).toMatchObject({ ruleId: 'invalid-frontmatter', line: expect.any(Number), message: expect.stringMatching(/^malformed YAML frontmatter: .+; /) })
    expect(diagnostics[0]!.message).toContain(hint)
  })
})
