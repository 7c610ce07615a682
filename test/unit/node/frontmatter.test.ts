import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseFrontmatter, readPlainFrontmatter, splitFrontmatter } from '../../../src/node/frontmatter.js'

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
    expect(plain / files.length).toBeGreaterThan(0.8)
  })

  it('gives the same data and diagnostics (with positions) as YAML for tricky values', () => {
    // Values near every rule of the fast path: quotes, colons, hashes, numbers, YAML words, lists.
    const value = fc.oneof(
      fc.constantFrom('Reactions', "Chemotion's ELN", 'a: b', 'a:b', 'a #b', 'a#b', 'x:', '"quoted"', "'single'", '"with \\" escape"', "'it''s'", 'true', 'False', 'null', '~', 'yes', 'No', 'on', '3', '03', '-1', '1.5', '1e3', '0x1F', '.inf', '[]', '[ ]', '[a, b]', '[NMR, 2019]', '[a,, b]', '[a, "b, c"]', '[Yes, no]', '[.env, x]', '[a: b]', '[a #b]', 'a  b', 'a\tb', '[a  b]', '"[a]"', '&anchor', '*alias', '!tag x', '|', '>', '@x', '%x', '- x', '{a: 1}', '"unterminated', '[unterminated', 'Ünïcödé', 'x '),
      fc.string({ maxLength: 12 }).filter((s) => !s.includes('\n')),
    )
    const key = fc.constantFrom('title', 'description', 'sidebar_position', 'keywords', 'unlisted', 'hide_table_of_contents', 'slug', 'colour', 'Title', 'sidebar_label')
    const block = fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 5 }).map((lines) => lines.map(([k, v]) => `${k}: ${v}`).join('\n'))
    fc.assert(
      fc.property(block, (yaml) => {
        const text = `---\n${yaml}\n---\n\nBody.\n`
        expect(parseFrontmatter(text, 'docs/x.md')).toEqual(parseFrontmatter(text, 'docs/x.md', true))
      }),
      { numRuns: 2000 },
    )
  })

  it('leaves to the YAML parser what it does not read plainly', () => {
    expect(readPlainFrontmatter('title: A\ntitle: B')).toBeUndefined() // a repeated key is YAML's error to report
    expect(readPlainFrontmatter('title: A # comment')).toBeUndefined()
    expect(readPlainFrontmatter('title: A\r\nslug: b')).toBeUndefined()
    expect(readPlainFrontmatter('title: A\nkeywords: [NMR, 13C]')).toBeUndefined()
    expect(readPlainFrontmatter('title: "3D Viewer"\nsidebar_position: 4\nkeywords: [JSmol, CIF]')?.map((e) => e.value)).toEqual(['3D Viewer', 4, ['JSmol', 'CIF']])
  })
})
