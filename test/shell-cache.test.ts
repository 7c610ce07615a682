import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../src/node/config/config.js'
import { DevSession, type DevEvent } from '../src/node/serve/dev-session.js'
import { FIXTURES } from './helpers.js'

// `chemdocs serve` on a site with its own app shell (shell-cache-reuses-bundle: a Footer with CSS
// and an imported image, a Navbar wrapper): a page edit must neither bundle the shell again nor
// render the shell of the other pages, and every rebuild must serve what a fresh start serves.
const dirs: string[] = []

// The output files whose app shell the site's shell rendered, one list per render.
const shellRenders = vi.hoisted(() => [] as string[][])
vi.mock('../src/node/render/shell-render.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/node/render/shell-render.js')>()
  return {
    ...original,
    renderShellBodies: (...args: Parameters<typeof original.renderShellBodies>) => {
      shellRenders.push(args[2].map(([file]) => file))
      return original.renderShellBodies(...args)
    },
  }
})

afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A dev session on a fresh copy of the fixture, after its first build, as `chemdocs serve` starts. */
async function startSession(dir = copyFixture()): Promise<{ dir: string; session: DevSession; events: DevEvent[] }> {
  const events: DevEvent[] = []
  const session = new DevSession(await loadConfig(dir), { cwd: dir, emit: (e) => events.push(e), onConfigReloaded: async () => undefined })
  await session.rebuild([], undefined, true)
  expect(events.at(-1)).toMatchObject({ type: 'built', diagnostics: [] })
  return { dir, session, events }
}

function copyFixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-shell-cache-'))
  dirs.push(dir)
  cpSync(path.join(FIXTURES, 'shell-cache-reuses-bundle'), dir, { recursive: true })
  return dir
}

/** What the watcher hands the session after a save of `file`. */
async function saved(session: DevSession, file: string): Promise<void> {
  await session.apply({ config: false, client: false, content: [{ event: 'change', file }], static: [] })
}

/** Every file the session serves, as the dev server reads it (a stale search index brought up to date). */
function served(session: DevSession): Map<string, string> {
  return new Map([...session.writer.files.keys()].sort().map((file) => [file, Buffer.from(session.readFile(file)!).toString('latin1')]))
}

/** The served files of a fresh start on the same folder, for a rebuild to equal byte for byte. */
async function freshStart(dir: string): Promise<Map<string, string>> {
  return served((await startSession(dir)).session)
}

describe("serve's cache of a site's own app shell", () => {
  it('reuses the shell bundles on a page edit and renders only that page, serving what a fresh start serves', async () => {
    const { dir, session, events } = await startSession()
    expect(session.cache.shell.bundled).toBe(1)
    const page = path.join(dir, 'docs/parts/one.md')
    appendFileSync(page, '\nA sentence added while serving.\n')
    await saved(session, page)
    expect(events.at(-1)).toMatchObject({ type: 'built', rendered: 1, unchanged: false })
    expect(session.cache.shell.bundled).toBe(1)
    expect(shellRenders.at(-1)).toEqual(['docs/parts/one/index.html'])
    const after = served(session)
    expect(after.get('docs/parts/one/index.html')).toContain('A sentence added while serving.')
    expect(after.get('docs/parts/one/index.html')).toContain('<div class="shell-cache-banner">Now reading: <!-- -->Part one</div>')
    expect(after).toEqual(await freshStart(dir))
  })

  it('bundles the shell again when an override changes, and every page shows the change', async () => {
    const { dir, session, events } = await startSession()
    const footer = path.join(dir, 'src/theme/Footer/index.js')
    writeFileSync(footer, readFileSync(footer, 'utf8').replace('Footer version one', 'Footer version two'))
    await saved(session, footer)
    expect(events.at(-1)).toMatchObject({ type: 'built', unchanged: false })
    expect(session.cache.shell.bundled).toBe(2)
    expect(shellRenders.at(-1)).toHaveLength(6) // every page, the 404 page and the search page
    const after = served(session)
    for (const file of ['docs/index.html', 'docs/parts/one/index.html', 'docs/parts/two/index.html', '404.html']) expect(after.get(file)).toContain('Footer version two')
    // The browser bundle has it too, so hydration matches the served HTML.
    const entry = after.get('docs/index.html')!.match(/src="\/(assets\/entry\.[A-Z0-9]+\.js)"/)![1]!
    expect(after.get(entry)).toContain('Footer version two')
    expect(after).toEqual(await freshStart(dir))
  })

  it("bundles the shell again when a stylesheet an override imports changes (a save that is no page's)", async () => {
    const { dir, session } = await startSession()
    const css = path.join(dir, 'src/theme/Footer/footer.css')
    writeFileSync(css, '.shell-cache-footer { text-align: right; }\n')
    await saved(session, css)
    expect(session.cache.shell.bundled).toBe(2)
    const after = served(session)
    const stylesheet = [...after.keys()].find((f) => /^assets\/components(\.[0-9a-f]+)?\.css$/.test(f))!
    expect(after.get(stylesheet)).toContain('.shell-cache-footer { text-align: right; }')
    expect(after).toEqual(await freshStart(dir))
  })

  it('keeps the shell when the config changes in what the shell does not read, and bundles it again when it does', async () => {
    const { dir, session } = await startSession()
    const config = path.join(dir, 'site.config.ts')
    writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Shell Cache',", "title: 'Shell Cache renamed',"))
    await session.apply({ config: true, client: false, content: [], static: [] })
    expect(session.cache.shell.bundled).toBe(1)
    expect(served(session).get('docs/index.html')).toContain('Shell Cache renamed')
    // The base URL is in the image's URL, which the shell's bundles hold.
    writeFileSync(config, readFileSync(config, 'utf8').replace("url: 'https://example.org',", "url: 'https://example.org',\n  baseUrl: '/sub/',"))
    await session.apply({ config: true, client: false, content: [], static: [] })
    expect(session.cache.shell.bundled).toBe(2)
    const after = served(session)
    expect(after.get('docs/index.html')).toMatch(/<img alt="" width="16" height="16" src="\/sub\/assets\/img\/dot\.[0-9a-f]{8}\.png"\/>/)
    expect(after).toEqual(await freshStart(dir))
  })
})

// `chemdocs build` keeps the shell in the page store: a build after one that bundled it, with the
// same overrides and files, takes it from there, and an edited override is bundled again.
describe("the page store's copy of a site's own app shell", () => {
  async function buildOnce(dir: string): Promise<{ bundled: number; files: Map<string, string | Uint8Array> }> {
    const { build } = await import('../src/node/build.js')
    const { openPageStore } = await import('../src/node/transform/page-store.js')
    const { MemoryWriter } = await import('../src/node/write/write.js')
    const config = await loadConfig(dir)
    const store = openPageStore(config)!
    const writer = new MemoryWriter()
    await build(config, { mode: 'production', writer, pageStore: store })
    store.saveShell()
    return { bundled: store.shell.bundled, files: writer.files }
  }

  it('reuses the stored shell while its files are unchanged, with the same output; bundles it again after an edit', async () => {
    const dir = copyFixture()
    mkdirSync(path.join(dir, 'node_modules'))
    const first = await buildOnce(dir)
    expect(first.bundled).toBe(1)
    const second = await buildOnce(dir)
    expect(second.bundled).toBe(0)
    expect([...second.files.keys()].sort()).toEqual([...first.files.keys()].sort())
    for (const [file, contents] of first.files) expect(second.files.get(file), file).toEqual(contents)
    const footer = path.join(dir, 'src/theme/Footer/index.js')
    writeFileSync(footer, readFileSync(footer, 'utf8').replace('</footer>', '<p>Stored shell edited.</p></footer>'))
    const third = await buildOnce(dir)
    expect(third.bundled).toBe(1)
    expect(String(third.files.get('index.html'))).toContain('Stored shell edited.')
  })
})
