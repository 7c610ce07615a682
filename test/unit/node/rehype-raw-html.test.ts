import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../../../src/node/config/config.js'
import { createProcessor, transformPage } from '../../../src/node/transform/transform.js'
import type { SourceFile } from '../../../src/node/types.js'

const config = resolveConfig({ title: 'Raw', url: 'https://example.org' }, '/tmp/raw/site.config.ts')
const processor = createProcessor(config)
const ctx = { file: '/tmp/raw/docs/page.md', displayPath: 'docs/page.md', route: '/docs/page', base: '/', docsDir: '/tmp/raw/docs', staticDir: '/tmp/raw/static', siteFolders: [], routeOfFile: new Map<string, string>(), addAsset: () => undefined }

function problems(text: string): string[] {
  const source = { path: ctx.file, relPath: 'page.md', displayPath: ctx.displayPath, text, frontmatter: { title: 'T', description: 'D' }, id: 'page', route: ctx.route, position: undefined, isCategoryIndex: false, dir: '', name: 'page' } as SourceFile
  return transformPage(processor, source, ctx).diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId}: ${d.message}`)
}

describe('raw HTML that would swallow the page', () => {
  it.each([
    ['<textarea>', 'Intro.\n\n<textarea>\nnotes\n\n## Later\n\nMore text.\n', '3:1', '`<textarea>` is never closed with `</textarea>`'],
    ['<!--', 'Intro.\n\n<!-- a note to self\n\n## Later\n', '3:1', 'comment `<!--` is never closed with `-->`'],
    ['<script>', 'Intro.\n\n<script>\nvar x = 1\n', '3:1', '`<script>` is never closed with `</script>`'],
    ['<style>', 'Intro.\n\n<style>\np { color: red }\n', '3:1', '`<style>` is never closed with `</style>`'],
    ['<style> inline', 'Some <style> text and more.\n', '1:6', '`<style>` is never closed with `</style>`'],
    ['<texTAREA> in a list', 'Intro.\n\n- item\n\n  <div>\n  <texTAREA rows="3">\n', '6:3', '`<textarea>` is never closed with `</textarea>`'],
  ])('%s left open is an unclosed-html error at its position', (_, text, at, what) => {
    expect(problems(text)).toEqual([`${at} unclosed-html: raw HTML ${what}: the rest of the page would be swallowed by it; close it, or put it in backticks to show it as code`])
  })

  it('<plaintext> is always an error: it has no end tag', () => {
    expect(problems('Intro.\n\n<plaintext>\ntext\n</plaintext>\n')).toEqual([
      '3:1 unclosed-html: `<plaintext>` can never be closed: everything after it, the rest of the page included, would show as text; write `<pre>` instead',
    ])
  })

  it('accepts what is closed, also across markdown in between, and what only looks like it in code or attributes', () => {
    expect(problems('<!-- note -->\n\n<!---->\n\n<textarea>\nx\n</textarea>\n\n<details>\n<summary>More</summary>\n\nText\n\n</details>\n')).toEqual([])
    expect(problems('A <textarea rows="2">\n\nmarkdown *between*\n\n</textarea> after.\n')).toEqual([])
    expect(problems('`<textarea>` and `<!--` in code, and\n\n```html\n<script>\n```\n\n<a title="<!-- <script>">x</a>\n')).toEqual([])
    expect(problems('<script src="/x.js"></script>\n\n<style>a{}</style>\n')).toEqual([])
  })
})

describe('<meta http-equiv="refresh">', () => {
  it.each([
    ['<meta http-equiv="refresh" content="0;url=https://evil.example/">', 'https://evil.example/'],
    ["<meta content='5; URL=\"//evil.example/x\"' HTTP-EQUIV='Refresh'>", '//evil.example/x'],
    ['text <meta http-equiv=refresh content="0; url=javascript:alert(1)"> more', 'javascript:alert(1)'],
    ['<meta http-equiv="refresh" content="0,http://127.0.0.1:9/">', 'http://127.0.0.1:9/'],
    // Character references are decoded and tabs and newlines dropped, as the browser does.
    ['<meta http-equiv="refresh" content="0;url=&#104;ttps://evil.example/r4">', 'https://evil.example/r4'],
    ['<meta http-equiv="refresh" content="0;url=ht&#x0A;tps://evil.example/r12">', 'ht\\ntps://evil.example/r12'],
    ['<meta http-equiv="&#114;efresh" content="0;url=&sol;&sol;evil.example/r5">', '//evil.example/r5'],
    ['<meta http-equiv="Refresh" CONTENT="0;URL=&Tab;https://evil.example/r6">', 'https://evil.example/r6'],
  ])('%s is an off-site-refresh error', (html, url) => {
    const [problem, ...rest] = problems(`Intro.\n\n${html}\n`)
    expect(rest).toEqual([])
    expect(problem).toMatch(new RegExp(`^3:\\d+ off-site-refresh: \`<meta http-equiv="refresh">\` sends the reader to \``))
    expect(problem).toContain(`\`${url}\`, off the site`)
  })

  it('to a page of the site, or with no URL, is fine', () => {
    expect(problems('<meta http-equiv="refresh" content="0;url=/docs/other">\n\n<meta http-equiv="refresh" content="30">\n\n<meta name="refresh" content="0;url=https://x.example/">\n')).toEqual([])
  })
})

describe('external links', () => {
  it('keep the brackets of an IPv6 host (markdown encoding made them %5B…%5D, which no browser reads as a host)', () => {
    const source = { path: ctx.file, relPath: 'page.md', displayPath: ctx.displayPath, text: '[v6](http://[2001:db8::1]:8080/x) [v4](http://192.0.2.1/)\n', frontmatter: { title: 'T', description: 'D' }, id: 'page', route: ctx.route, position: undefined, isCategoryIndex: false, dir: '', name: 'page' } as SourceFile
    const html = transformPage(processor, source, ctx).html
    expect(html).toContain('href="http://[2001:db8::1]:8080/x"')
    expect(html).toContain('href="http://192.0.2.1/"')
  })
})
