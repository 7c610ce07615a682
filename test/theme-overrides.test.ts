import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { loadConfig } from '../src/node/config/config.js'
import { BuildFailedError, type Diagnostic } from '../src/node/diagnostics.js'
import { MemoryWriter } from '../src/node/write/write.js'
import { OVERRIDABLE_SHELL_COMPONENTS } from '../src/node/render/shell-overrides.js'
import { OVERRIDABLE_MDX_COMPONENTS } from '../src/node/transform/mdx/mdx-aliases.js'
import { buildFixture, FIXTURES } from './helpers.js'

const ROOT = path.resolve(FIXTURES, '../..')

describe('theme-shell-overrides: src/theme overrides of the app shell', () => {
  it('renders the Root around the shell, the Navbar, NotFound and TOC wrappers around the originals, the own DocPaginator and the CodeBlock wrapper', async () => {
    const { writer, diagnostics } = await buildFixture('theme-shell-overrides')
    expect(diagnostics).toEqual([])
    const doc = writer.read('docs/index.html')!
    // The site's Root wraps the shell: its context (with the page's path) reaches the Navbar wrapper.
    expect(doc).toContain('<div class="site-banner" title="Root at /docs">Shell overrides fixture</div><nav aria-label="Main" class="navbar">')
    expect(writer.read('docs/guide/index.html')).toContain('<div class="site-banner" title="Root at /docs/guide">')
    expect(doc).toContain('<nav class="site-paginator" aria-label="Docs pages"><a href="/docs/guide">On to: <!-- -->Guide</a></nav>')
    expect(doc).not.toContain('pagination-nav')
    const notFound = writer.read('404.html')!
    expect(notFound).toContain('<div class="site-not-found"><p class="site-not-found__hint">Lost? The fixture has two pages.</p><main class="container prose"><h1>Page Not Found</h1>')
    const guide = writer.read('docs/guide/index.html')!
    expect(guide).toContain('<nav class="site-paginator" aria-label="Docs pages"><a href="/docs">Back: <!-- -->Start</a></nav>')
    expect(guide).toContain('<div class="doc-toc"><div class="site-toc"><p class="site-toc__count">2<!-- --> sections</p><nav class="toc" aria-label="On this page">')
    expect(guide).toContain('<div class="site-code-frame"><div class="code-block"><div class="code-block__title">install</div><pre tabindex="0"><code class="language-sh">npm install</code></pre></div></div>')
  })

  it('renders the Footer in the shell with its image and CSS, and puts it in the browser bundle to be hydrated', async () => {
    const { writer } = await buildFixture('theme-shell-overrides')
    const doc = writer.read('docs/index.html')!
    expect(doc).toContain('<footer class="site-footer-own"><img alt="" width="16" height="16" src="/img/dot.png"/><button type="button" class="site-footer-own__like">Likes: <!-- -->0</button></footer></div><script type="application/json"')
    // React's image preload stays out of the body, as for MDX pages.
    expect(doc).not.toContain('<link rel="preload" as="image"')
    const file = (re: RegExp) => [...writer.files.keys()].find((p) => re.test(p))!
    expect(writer.read(file(/^assets\/components\.[0-9a-f]+\.css$/))).toContain('.site-footer-own { text-align: center; }')
    const entry = writer.read(doc.match(/<script type="module" src="\/(assets\/entry\.[A-Z0-9]+\.js)"/)![1]!)!
    expect(entry).toContain('site-footer-own__like')
    expect(entry).toContain('site-banner')
  })
})

describe('the README', () => {
  it('lists exactly the theme components a site can override', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
    const section = readme.slice(readme.indexOf('- **Theme overrides.**'), readme.indexOf('- **Custom CSS.**'))
    const listed = [...section.matchAll(/^ {2}\| ((?:`[\w/]+`(?:, )?)+) \|/gm)].flatMap((m) => m[1]!.split(', ').map((name) => name.slice(1, -1)))
    // A name may be both (NotFound: the 404 page, and `@theme/NotFound` in pages): listed once.
    expect(listed.sort()).toEqual([...new Set([...OVERRIDABLE_SHELL_COMPONENTS, ...OVERRIDABLE_MDX_COMPONENTS])].sort())
  })
})

describe('the prebuilt shell (compiled CLI: run npm run compile first)', () => {
  const prebuiltEntry = () => {
    const index = JSON.parse(readFileSync(path.join(ROOT, 'lib/client/production/index.json'), 'utf8')) as { manifest: { entry: string } }
    return readFileSync(path.join(ROOT, 'lib/client/production', index.manifest.entry))
  }
  const builtEntry = (fixture: string) => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'chemdocs-shell-')), 'out')
    execFileSync(process.execPath, [path.join(ROOT, 'bin/chemdocs.js'), 'build', '--no-cache', '--out-dir', out], { cwd: path.join(FIXTURES, fixture), stdio: 'pipe' })
    const entry = readFileSync(path.join(out, 'index.html'), 'utf8').match(/src="\/(assets\/entry\.[A-Z0-9]+\.js)"/)![1]!
    return readFileSync(path.join(out, entry))
  }

  it('is what a site without shell overrides gets, byte for byte; a site with them gets its own', () => {
    const prebuilt = prebuiltEntry()
    expect(builtEntry('neutral-two-page-site').equals(prebuilt)).toBe(true)
    // An Admonition override is no shell override: that site keeps the prebuilt shell too.
    expect(builtEntry('site-pages-and-theme').equals(prebuilt)).toBe(true)
    expect(builtEntry('theme-shell-overrides').equals(prebuilt)).toBe(false)
  }, 90_000)
})

/** A throwaway site with one doc and the given files. */
function makeSite(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-theme-'))
  const all = { 'site.config.ts': "export default { title: 'Theme', url: 'https://example.org' }\n", 'docs/index.md': '---\ntitle: Home\n---\n\nHello.\n', ...files }
  for (const [rel, contents] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    writeFileSync(path.join(dir, rel), contents)
  }
  return dir
}

async function problemsOf(dir: string): Promise<string[]> {
  let diagnostics: Diagnostic[]
  try {
    diagnostics = (await build(await loadConfig(dir), { mode: 'production', writer: new MemoryWriter() })).diagnostics
  } catch (error) {
    if (!(error instanceof BuildFailedError)) throw error
    diagnostics = error.diagnostics
  }
  return diagnostics.map((d) => `${path.relative(dir, path.resolve(d.file))}:${d.line ?? 0}:${d.column ?? 0} ${d.ruleId}: ${d.message}`)
}

describe('a theme override that fails', () => {
  const timeout = process.env.CHEMDOCS_USER_CODE_TIMEOUT_MS
  afterEach(() => {
    if (timeout === undefined) delete process.env.CHEMDOCS_USER_CODE_TIMEOUT_MS
    else process.env.CHEMDOCS_USER_CODE_TIMEOUT_MS = timeout
  })

  it('to compile is reported at its file:line:col', async () => {
    const dir = makeSite({ 'src/theme/Navbar/index.js': "export default function Navbar() {\n  return <nav>{'open</nav>\n}\n" })
    const problems = await problemsOf(dir)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^src\/theme\/Navbar\/index\.js:2:\d+ render-failed: a theme override could not be compiled: /)
  })

  it('to import a theme component chemdocs lacks is reported at the import', async () => {
    const dir = makeSite({ 'src/theme/Footer.jsx': "import Nope from '@theme/Nope'\n\nexport default function Footer() {\n  return <Nope />\n}\n" })
    expect(await problemsOf(dir)).toEqual(['src/theme/Footer.jsx:1:18 render-failed: a theme override could not be compiled: `@theme/Nope` is not a component chemdocs provides'])
  })

  it('by throwing is reported at the line that throws, naming the route', async () => {
    const dir = makeSite({ 'src/theme/Footer/index.js': "export default function Footer() {\n  const items = undefined\n  return <footer>{items.length}</footer>\n}\n" })
    const problems = await problemsOf(dir)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^src\/theme\/Footer\/index\.js:3:\d+ render-failed: a theme override could not render \/docs: Cannot read properties of undefined \(reading 'length'\)$/)
  })

  it('by looping is stopped at the time limit and reported, naming the theme folder', async () => {
    process.env.CHEMDOCS_USER_CODE_TIMEOUT_MS = '1500'
    const dir = makeSite({ 'src/theme/TOC.js': 'export default function TOC() {\n  for (;;) {}\n}\n', 'docs/index.md': '---\ntitle: Home\n---\n\nHello.\n\n## Part\n\nMore.\n' })
    const problems = await problemsOf(dir)
    expect(problems).toEqual([expect.stringMatching(/^src\/theme:0:0 render-failed: a theme override could not render \/docs: the theme override did not finish within 1\.5 s \(an endless loop\?\) and was stopped$/)])
  }, 30_000)
})
