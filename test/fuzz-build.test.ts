import fc from 'fast-check'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { afterAll, describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { BuildFailedError } from '../src/node/diagnostics.js'
import { resolveConfig } from '../src/node/config/config.js'
import { MemoryWriter } from '../src/node/write/write.js'
import { balanceProblems } from './html-balance.js'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node
  const children = 'childNodes' in node ? node.childNodes : []
  for (const child of children) yield* elements(child)
  if ('content' in node) yield* elements(node.content as Node)
}

const textOf = (node: Node): string =>
  'value' in node && node.nodeName === '#text' ? node.value : 'childNodes' in node ? node.childNodes.map(textOf).join('') : ''

/** Text a writer might put anywhere: markup, entities, quotes, and anything else. */
const payload = fc
  .array(fc.oneof(fc.constantFrom('<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', "'", '&amp;', '</title>', '-->', '{{x}}', '\u2028'), fc.string({ minLength: 1, maxLength: 6 })), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join('').replace(/[\r\n]/g, ' ').trim())
  .filter((s) => s.length > 0)

const yamlString = (s: string) => JSON.stringify(s)

describe('a whole build under hostile page metadata', () => {
  it('shows titles, labels, descriptions and keywords as text in the head, the article, the sidebar and the page data: no script, no handler, well-formed', async () => {
    await fc.assert(
      fc.asyncProperty(payload, payload, payload, payload, async (title, label, description, category) => {
        const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-fuzz-'))
        dirs.push(dir)
        mkdirSync(path.join(dir, 'docs/part'), { recursive: true })
        writeFileSync(path.join(dir, 'docs/index.md'), `---\nid: welcome\ntitle: Welcome\n---\n\nSee [the page](./part/page.md).\n`)
        writeFileSync(path.join(dir, 'docs/part/_category_.yml'), `label: ${yamlString(category)}\n`)
        writeFileSync(
          path.join(dir, 'docs/part/page.md'),
          `---\ntitle: ${yamlString(title)}\nsidebar_label: ${yamlString(label)}\ndescription: ${yamlString(description)}\nkeywords: [${yamlString(label)}]\n---\n\nBody text.\n`,
        )
        const config = resolveConfig({ title: 'Fuzz', url: 'https://example.org' }, path.join(dir, 'site.config.ts'))
        const writer = new MemoryWriter()
        await build(config, { mode: 'production', writer })

        const html = writer.read('docs/part/page/index.html')!
        expect(balanceProblems(html)).toEqual([])
        const doc = parse(html)
        const all = [...elements(doc as unknown as Node)]
        for (const el of all) {
          for (const attr of el.attrs) expect(attr.name, `<${el.tagName} ${attr.name}>`).not.toMatch(/^on/)
          if (el.tagName === 'script') {
            // Only our own scripts: files from /assets, or the fixed inline ones the CSP hashes.
            const src = el.attrs.find((a) => a.name === 'src')?.value
            const type = el.attrs.find((a) => a.name === 'type')?.value
            if (src) expect(src).toMatch(/^\/assets\//)
            else if (type === 'application/json') expect(JSON.parse(textOf(el))).toBeTypeOf('object') // data, never run
            else expect(textOf(el)).not.toContain('alert(1)')
          }
          expect(['img', 'svg'].includes(el.tagName) && textOf(el).includes('alert')).toBe(false)
        }
        const titleEl = all.find((e) => e.tagName === 'title')!
        expect(textOf(titleEl)).toBe(`${title} | Fuzz`)
        const h1 = all.find((e) => e.tagName === 'h1')!
        expect(textOf(h1)).toBe(title)
        const meta = all.find((e) => e.tagName === 'meta' && e.attrs.some((a) => a.name === 'name' && a.value === 'description'))
        expect(meta?.attrs.find((a) => a.name === 'content')?.value).toBe(description)
        const sidebarTexts = all.filter((e) => e.tagName === 'nav').map(textOf).join('\n')
        expect(sidebarTexts).toContain(label)
        expect(sidebarTexts).toContain(category)
        // The page data and the search index carry the text as JSON strings, never as markup.
        for (const [file, contents] of writer.files) {
          if (!file.endsWith('.html')) continue
          const text = typeof contents === 'string' ? contents : Buffer.from(contents).toString()
          expect(text, file).not.toMatch(/<script>alert|<img src=x onerror|<svg onload/i)
        }
      }),
      { numRuns: 12 },
    )
  }, 120_000)
})

describe('a whole build under hostile markdown', () => {
  // Pieces that parsers find costly or confusing, repeated: open brackets and link starts, container
  // fences, table pipes, emphasis runs, raw HTML, code fences and spans. Up to about 40 KB a page.
  const piece = fc.constantFrom('[', ']', '[a](', ')', ':::note\n', ':::\n', '|', '|-|\n', '*', '_', '`', '```\n', '<div>', '</div>', '<!--', '-->', '> ', '- ', '1. ', '\n', '\n\n', '#', '\\', '&#104;', 'text ', '![i](', '{#id}')
  const page = fc.array(fc.tuple(piece, fc.integer({ min: 1, max: 2000 })), { minLength: 1, maxLength: 8 }).map((runs) => runs.map(([p, n]) => p.repeat(n)).join(''))

  it('ends with a built site or positioned errors, never an internal error, within the test time, and writes nothing outside the output', async () => {
    await fc.assert(
      fc.asyncProperty(page, async (body) => {
        const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-fuzz-md-'))
        dirs.push(dir)
        mkdirSync(path.join(dir, 'docs'), { recursive: true })
        writeFileSync(path.join(dir, 'docs/index.md'), '# Home\n\nText.\n')
        writeFileSync(path.join(dir, 'docs/x.md'), `# X\n\n${body}\n`)
        const config = resolveConfig({ title: 'Fuzz', url: 'https://example.org' }, path.join(dir, 'site.config.ts'))
        const writer = new MemoryWriter()
        try {
          await build(config, { mode: 'production', writer })
        } catch (error) {
          // A content problem is reported with its place; anything else is a chemdocs bug.
          expect(error).toBeInstanceOf(BuildFailedError)
          for (const d of (error as BuildFailedError).diagnostics) expect(d.file).toMatch(/^(docs\/x\.md|.*docs\/x\.md)$/)
          return
        }
        for (const file of writer.files.keys()) expect(path.isAbsolute(file) || file.split('/').includes('..'), file).toBe(false)
      }),
      { numRuns: 40 },
    )
  }, 240_000)
})
