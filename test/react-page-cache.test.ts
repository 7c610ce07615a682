import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../src/node/config/config.js'
import { DevSession, type DevEvent } from '../src/node/serve/dev-session.js'
import { FIXTURES } from './helpers.js'

// `chemdocs serve` on a site with a React page (site-pages-and-theme: src/pages/index.tsx): a save
// of a markdown page must not bundle the React page again (an esbuild round trip on every save),
// and a save of the React page must show at once, serving what a fresh start serves.
const dirs: string[] = []

// The React pages bundled, one entry per bundle.
const bundled = vi.hoisted(() => [] as string[])
vi.mock('../src/node/transform/mdx/bundle-mdx.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/node/transform/mdx/bundle-mdx.js')>()
  return {
    ...original,
    bundleMdx: (...args: Parameters<typeof original.bundleMdx>) => {
      bundled.push(args[0].file)
      return original.bundleMdx(...args)
    },
  }
})

afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

async function startSession(dir: string): Promise<{ session: DevSession; events: DevEvent[] }> {
  const events: DevEvent[] = []
  const session = new DevSession(await loadConfig(dir), { cwd: dir, emit: (e) => events.push(e), onConfigReloaded: async () => undefined })
  await session.rebuild([], undefined, true)
  expect(events.at(-1)).toMatchObject({ type: 'built', diagnostics: [] })
  return { session, events }
}

function copyFixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-react-cache-'))
  dirs.push(dir)
  cpSync(path.join(FIXTURES, 'site-pages-and-theme'), dir, { recursive: true })
  return dir
}

const saved = (session: DevSession, file: string) => session.apply({ config: false, client: false, content: [{ event: 'change', file }], static: [] })
const served = (session: DevSession) => new Map([...session.writer.files.keys()].sort().map((file) => [file, Buffer.from(session.readFile(file)!).toString('latin1')]))
const reactBundles = () => bundled.filter((file) => file.endsWith('index.tsx.entry.js')).length

describe("serve's cache of the site's React pages", () => {
  it('keeps the React page through a markdown save, and makes it again when it is saved', async () => {
    const dir = copyFixture()
    const { session, events } = await startSession(dir)
    const before = reactBundles()
    expect(before).toBe(1)
    const doc = path.join(dir, 'docs/index.md')
    appendFileSync(doc, '\nA sentence added while serving.\n')
    await saved(session, doc)
    expect(events.at(-1)).toMatchObject({ type: 'built', diagnostics: [] })
    expect(reactBundles()).toBe(before)
    expect(served(session).get('index.html')).toContain('<h1>Fixture home</h1>')
    const home = path.join(dir, 'src/pages/index.tsx')
    writeFileSync(home, readFileSync(home, 'utf8').replace('<h1>Fixture home</h1>', '<h1>Fixture home, edited</h1>'))
    await saved(session, home)
    expect(reactBundles()).toBe(before + 1)
    const after = served(session)
    expect(after.get('index.html')).toContain('<h1>Fixture home, edited</h1>')
    expect(after).toEqual(served((await startSession(dir)).session))
  })
})
