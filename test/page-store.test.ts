import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { loadConfig } from '../src/node/config/config.js'
import { openPageStore } from '../src/node/transform/page-store.js'
import { MemoryWriter } from '../src/node/write/write.js'
import { FIXTURES } from './helpers.js'

// `chemdocs build` keeps transformed pages in node_modules/.cache/chemdocs and reuses them when
// nothing they depend on changed. Each test works on its own copy of a small site that has a
// node_modules folder of its own, so the store lands there.
function site(): { dir: string; storeDir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-store-'))
  cpSync(path.join(FIXTURES, 'serve-live-reload'), dir, { recursive: true })
  mkdirSync(path.join(dir, 'docs/guide/img'), { recursive: true })
  writeFileSync(path.join(dir, 'docs/guide/img/plot.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"></svg>')
  writeFileSync(path.join(dir, 'docs/guide/first-steps.md'), `${readFileSync(path.join(dir, 'docs/guide/first-steps.md'), 'utf8')}\n![A plot](./img/plot.svg)\n`)
  mkdirSync(path.join(dir, 'node_modules'))
  return { dir, storeDir: path.join(dir, 'node_modules/.cache/chemdocs') }
}

async function buildWithStore(dir: string): Promise<MemoryWriter> {
  const config = await loadConfig(dir)
  const writer = new MemoryWriter()
  await build(config, { mode: 'production', writer, pageStore: openPageStore(config)! })
  return writer
}

/** The store's file of pages (beside it: what is known of the site's files, and of the last output). */
const pagesFile = (storeDir: string) => path.join(storeDir, readdirSync(storeDir).find((f) => /^pages-[0-9a-f]{12}\.bin$/.test(f))!)

/** Puts a marker into every stored page's HTML: where the marker shows, the page came from the store. */
function markStoredPages(storeDir: string): void {
  const file = pagesFile(storeDir)
  const data = deserialize(readFileSync(file)) as { pages: Map<string, { page: { html: string } }> }
  for (const entry of data.pages.values()) entry.page.html += '<p>FROM-THE-STORE</p>'
  writeFileSync(file, serialize(data))
}

const page = (w: MemoryWriter, route: string) => w.read(`${route.slice(1)}/index.html`) ?? ''

describe('the page store', () => {
  it('reuses stored pages, and gives the same output as a build without it', async () => {
    const { dir, storeDir } = site()
    const first = await buildWithStore(dir)
    expect(existsSync(pagesFile(storeDir))).toBe(true)
    const plain = new MemoryWriter()
    await build(await loadConfig(dir), { mode: 'production', writer: plain })
    expect([...first.files.keys()].sort()).toEqual([...plain.files.keys()].sort())
    for (const [f, contents] of plain.files) expect(first.files.get(f), f).toEqual(contents)
    markStoredPages(storeDir)
    expect(page(await buildWithStore(dir), '/docs/guide/long')).toContain('FROM-THE-STORE')
  })

  it('makes a page again when its text, an image it shows, or where its links lead changes', async () => {
    const { dir, storeDir } = site()
    await buildWithStore(dir)
    markStoredPages(storeDir)
    writeFileSync(path.join(dir, 'docs/guide/long.md'), `${readFileSync(path.join(dir, 'docs/guide/long.md'), 'utf8')}\nA new closing line.\n`)
    writeFileSync(path.join(dir, 'docs/guide/img/plot.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="20"></svg>')
    const second = await buildWithStore(dir)
    expect(page(second, '/docs/guide/long')).toContain('A new closing line.')
    expect(page(second, '/docs/guide/long')).not.toContain('FROM-THE-STORE')
    expect(page(second, '/docs/guide/first-steps')).not.toContain('FROM-THE-STORE')
    expect(page(second, '/docs/guide/first-steps')).toMatch(/<img src="\/assets\/img\/plot\.\w{8}\.svg"[^>]*width="80"/)
    // A new page changes no link of the others: they all come from the store.
    markStoredPages(storeDir)
    writeFileSync(path.join(dir, 'docs/guide/added.md'), '# Added\n\nA page added later.\n')
    const third = await buildWithStore(dir)
    expect(page(third, '/docs/guide/added')).not.toContain('FROM-THE-STORE')
    for (const route of ['/docs', '/docs/guide/first-steps', '/docs/guide/long']) expect(page(third, route), route).toContain('FROM-THE-STORE')
    // A page that moves changes the links to it: the pages that hold them are made again.
    markStoredPages(storeDir)
    const long = path.join(dir, 'docs/guide/long.md')
    writeFileSync(long, readFileSync(long, 'utf8').replace(/^---\n/, '---\nslug: /guide/longer\n'))
    const fourth = await buildWithStore(dir)
    for (const route of ['/docs', '/docs/guide/first-steps', '/docs/guide/longer']) expect(page(fourth, route), route).not.toContain('FROM-THE-STORE')
    expect(page(fourth, '/docs/guide/first-steps')).toContain('href="/docs/guide/longer"')
    expect(page(fourth, '/docs/guide/added')).toContain('FROM-THE-STORE')
  })

  it('is dropped when the config a page depends on changes, and ignored when damaged', async () => {
    const { dir, storeDir } = site()
    await buildWithStore(dir)
    markStoredPages(storeDir)
    const config = await loadConfig(dir, { baseUrl: '/sub/' })
    const writer = new MemoryWriter()
    await build(config, { mode: 'production', writer, pageStore: openPageStore(config)! })
    expect(page(writer, '/docs/guide/long')).not.toContain('FROM-THE-STORE')
    writeFileSync(pagesFile(storeDir), 'not a store')
    expect(page(await buildWithStore(dir), '/docs/guide/long')).toContain('<h1')
  })

  it('is neither read nor written with --no-cache', () => {
    const { dir, storeDir } = site()
    const bin = path.resolve(import.meta.dirname, '../bin/chemdocs.js')
    const run = spawnSync(process.execPath, [bin, 'build', '--no-cache', '--quiet'], { cwd: dir, encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    expect(existsSync(storeDir)).toBe(false)
    expect(spawnSync(process.execPath, [bin, 'build', '--quiet'], { cwd: dir }).status).toBe(0)
    expect(existsSync(pagesFile(storeDir))).toBe(true)
  })

  it('keeps the search index, made again only when a page\'s searchable text changes', async () => {
    const { dir, storeDir } = site()
    const indexOf = (w: MemoryWriter) => w.read([...w.files.keys()].find((f) => f.startsWith('assets/search-index.'))!)!
    const first = indexOf(await buildWithStore(dir))
    // A marker in the stored index: where it shows, the index came from the store.
    const file = path.join(storeDir, readdirSync(storeDir).find((f) => f.endsWith('.search.bin'))!)
    const stored = deserialize(readFileSync(file)) as { output: { files: { contents: string | Uint8Array }[] } }
    stored.output.files[0]!.contents = `${Buffer.from(stored.output.files[0]!.contents).toString()} `
    writeFileSync(file, serialize(stored))
    expect(indexOf(await buildWithStore(dir))).toBe(`${first} `)
    writeFileSync(path.join(dir, 'docs/guide/long.md'), `${readFileSync(path.join(dir, 'docs/guide/long.md'), 'utf8')}\nA zanzibar line.\n`)
    const third = indexOf(await buildWithStore(dir))
    expect(third).not.toMatch(/ $/)
    expect(third).toContain('zanzibar')
  })
})

// MDX pages are stored with every file their bundle was made from (components, partials, images).
describe('the page store with MDX pages', () => {
  function mdxSite(): { dir: string; storeDir: string } {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-store-mdx-'))
    cpSync(path.join(FIXTURES, 'mdx-pages-render'), dir, { recursive: true })
    mkdirSync(path.join(dir, 'node_modules'))
    return { dir, storeDir: path.join(dir, 'node_modules/.cache/chemdocs') }
  }

  /** Marks every stored MDX page's HTML (or, with `on` false, takes the mark off again). */
  function markStoredMdx(storeDir: string, on = true): void {
    const file = pagesFile(storeDir)
    const data = deserialize(readFileSync(file)) as { mdx: Map<string, { page: { html: string } }> }
    for (const entry of data.mdx.values()) entry.page.html = entry.page.html.replace('<p>FROM-THE-STORE</p>', '') + (on ? '<p>FROM-THE-STORE</p>' : '')
    writeFileSync(file, serialize(data))
  }

  async function plainBuild(dir: string): Promise<MemoryWriter> {
    const writer = new MemoryWriter()
    await build(await loadConfig(dir), { mode: 'production', writer })
    return writer
  }

  function expectSameOutput(actual: MemoryWriter, expected: MemoryWriter): void {
    expect([...actual.files.keys()].sort()).toEqual([...expected.files.keys()].sort())
    for (const [f, contents] of expected.files) expect(actual.files.get(f), f).toEqual(contents)
  }

  it('gives, cold and warm, the very bytes of a build without it', async () => {
    const { dir, storeDir } = mdxSite()
    const plain = await plainBuild(dir)
    expectSameOutput(await buildWithStore(dir), plain)
    const stored = deserialize(readFileSync(pagesFile(storeDir))) as { mdx: Map<string, unknown> }
    expect(stored.mdx.size).toBe(3)
    expectSameOutput(await buildWithStore(dir), plain)
    markStoredMdx(storeDir)
    for (const route of ['/docs/guide', '/docs/tools', '/docs/tools/saw']) expect(page(await buildWithStore(dir), route), route).toContain('FROM-THE-STORE')
  })

  it('makes a page again when a component or partial it imports changes, and only that page', async () => {
    const { dir, storeDir } = mdxSite()
    await buildWithStore(dir)
    markStoredMdx(storeDir)
    const greeting = path.join(dir, 'docs/components/Greeting.tsx')
    writeFileSync(greeting, readFileSync(greeting, 'utf8').replace('Hello, ', 'Good morning, '))
    const second = await buildWithStore(dir)
    expect(page(second, '/docs/guide')).toContain('Good morning, ')
    expect(page(second, '/docs/guide')).not.toContain('FROM-THE-STORE')
    expect(page(second, '/docs/tools/saw')).toContain('FROM-THE-STORE')
    markStoredMdx(storeDir, false)
    expectSameOutput(await buildWithStore(dir), await plainBuild(dir))
    markStoredMdx(storeDir)
    const snippet = path.join(dir, 'docs/_snippet.mdx')
    writeFileSync(snippet, `${readFileSync(snippet, 'utf8')}\nA line the partial gained.\n`)
    const third = await buildWithStore(dir)
    expect(page(third, '/docs/guide')).toContain('A line the partial gained.')
    expect(page(third, '/docs/tools/saw')).toContain('FROM-THE-STORE')
    markStoredMdx(storeDir, false)
    expectSameOutput(await buildWithStore(dir), await plainBuild(dir))
  })
})
