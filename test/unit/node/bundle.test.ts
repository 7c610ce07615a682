import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { iconBody } from '../../../src/node/icons.js'
import { bundleClient } from '../../../src/node/render/bundle.js'
import { COLOR_MODE_ICONS, SPRITE_ICONS } from '../../../src/shared/icons.js'
import type { OutputFile } from '../../../src/node/types.js'

// The browser bundle (issue 3, page weight): one script before a page is interactive, React
// bundled once, lazy chunks that borrow the entry's modules, and the same bytes every time.
let first: Awaited<ReturnType<typeof bundleClient>>
let second: Awaited<ReturnType<typeof bundleClient>>
const text = (f: OutputFile) => Buffer.from(f.contents).toString('utf8')
// A string only React's own source holds: where it appears, a copy of React was bundled.
const REACT_MARKER = 'react.transitional.element'

beforeAll(async () => {
  first = await bundleClient('production')
  second = await bundleClient('production')
}, 60_000)

describe('bundleClient', () => {
  it('gives a page one script to load before it is interactive, within 80 KB gzip', () => {
    // No list of chunks to preload beside the entry: there are none.
    expect(Object.keys(first.manifest).sort()).toEqual(['css', 'entry', 'worker'])
    const entry = first.files.find((f) => `/${f.path}` === first.manifest.entry)!
    expect(gzipSync(entry.contents).length).toBeLessThanOrEqual(80_000)
    // The entry imports nothing statically; lazy chunks are reached by import() only.
    expect(text(entry)).not.toMatch(/^import\s*[{*\w]/m)
  })

  it('carries no drawing of an icon: each page holds the drawings (its sprite), the scripts only name them', () => {
    const drawings = [...Object.values(SPRITE_ICONS), ...Object.values(COLOR_MODE_ICONS)].flatMap((name) => [...iconBody(name).matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!))
    expect(drawings.length).toBeGreaterThan(5)
    for (const script of first.files.filter((f) => f.path.endsWith('.js'))) expect(drawings.filter((d) => text(script).includes(d)), script.path).toEqual([])
  })

  it('bundles React once: lazy chunks read it, the contexts and shared templates from the entry', () => {
    const scripts = first.files.filter((f) => f.path.endsWith('.js') && !f.path.includes('search-worker'))
    const withReact = scripts.filter((f) => text(f).includes(REACT_MARKER))
    expect(withReact.map((f) => `/${f.path}`)).toEqual([first.manifest.entry])
    const lazy = scripts.filter((f) => /\/(LiveSearchBox|SearchPage|MobileSidebar)\./.test(f.path))
    expect(lazy).toHaveLength(3)
    const registryReads = scripts.filter((f) => text(f).includes('globalThis.__chemdocsModules["templates/context.ts"]'))
    expect(registryReads.length).toBeGreaterThan(0)
  })

  it('is deterministic: the same names and bytes twice', () => {
    const files = (b: typeof first) => b.files.map((f) => [f.path, text(f)]).sort()
    expect(files(second)).toEqual(files(first))
    expect(second.manifest).toEqual(first.manifest)
  })

  it('does not depend on the NODE_ENV of the process that builds it', () => {
    // React's package picks its development or production build by NODE_ENV when it loads; the
    // bundle is always production, so a writer's shell must not change what readers download.
    const production = namesFromChild({ NODE_ENV: 'production' })
    expect(namesFromChild({ NODE_ENV: 'development' })).toEqual(production)
    expect(production).toEqual(first.files.map((f) => f.path).sort())
  }, 60_000)

  it('is prebuilt by npm run compile into lib/client, for both modes, exactly as bundling makes it now', async () => {
    // A build from the compiled code reads these instead of bundling (0.4 s of CPU); a stale copy
    // would serve readers other code than the sources hold.
    const dev = await bundleClient('dev')
    for (const [mode, fresh] of [['production', first], ['dev', dev]] as const) {
      const dir = path.resolve(import.meta.dirname, '../../../lib/client', mode)
      const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as { manifest: unknown; files: string[] }
      expect(index.manifest, `${mode}: run npm run compile`).toEqual(fresh.manifest)
      expect(index.files.sort()).toEqual(fresh.files.map((f) => f.path).sort())
      for (const f of fresh.files) expect(readFileSync(path.join(dir, f.path)).equals(Buffer.from(f.contents)), f.path).toBe(true)
    }
  }, 60_000)

  it('is not used once a source of the bundle changed after npm run compile', () => {
    // A template edited and compiled with `tsc -b` alone must reach readers: builds bundle afresh.
    // The edit is made in a copy of the package's sources, never in the tracked files (a running
    // `npm start` would see them change).
    const root = path.resolve(import.meta.dirname, '../../..')
    const copy = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-prebuilt-'))
    try {
      for (const dir of ['src/client', 'src/shared', 'templates', 'lib/client']) cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true })
      cpSync(path.join(root, 'package-lock.json'), path.join(copy, 'package-lock.json'))
      const script = `import(${JSON.stringify(path.join(root, 'lib/src/node/render/prebuilt-client.js'))}).then((m) => console.log(m.readPrebuiltClient('production', ${JSON.stringify(copy)}) ? 'prebuilt' : 'afresh'))`
      const used = () => execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim()
      expect(used()).toBe('prebuilt')
      const template = path.join(copy, 'templates/Footer.tsx')
      const original = readFileSync(template)
      writeFileSync(template, Buffer.concat([original, Buffer.from('\n// edited after compile\n')]))
      expect(used()).toBe('afresh')
      writeFileSync(template, original)
      expect(used()).toBe('prebuilt')
      // Other locked versions: bundle afresh; no lock file at all (an installed package): trust the bundle.
      writeFileSync(path.join(copy, 'package-lock.json'), '{}')
      expect(used()).toBe('afresh')
      rmSync(path.join(copy, 'package-lock.json'))
      expect(used()).toBe('prebuilt')
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  }, 60_000)

  it('does not depend on the folder chemdocs is started from', () => {
    // `chemdocs build` runs in the site's folder, anywhere on disk; a folder nearer the root than
    // the package once made every lazy chunk carry its own copy of React and the contexts.
    expect(namesFromChild({}, '/')).toEqual(first.files.map((f) => f.path).sort())
  }, 60_000)
})

/** The client bundle's file names, as the compiled chemdocs makes them in a new process. */
function namesFromChild(env: Record<string, string>, cwd = process.cwd()): string[] {
  const script = `import(${JSON.stringify(path.resolve(import.meta.dirname, '../../../lib/src/node/render/bundle.js'))}).then(async (m) => console.log(JSON.stringify((await m.bundleClient('production')).files.map((f) => f.path).sort())))`
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd, encoding: 'utf8', env: { ...process.env, ...env } })) as string[]
}
