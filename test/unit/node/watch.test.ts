import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PACKAGE_ROOT } from '../../../src/node/render/bundle.js'
import { loadConfig } from '../../../src/node/config/config.js'
import { contentHint } from '../../../src/node/serve/dev-session.js'
import { classifyChange, createBatcher, isIgnoredFile, mergeBatches, toBatch, watchSources, watchTargets, type ChangeBatch, type WatchTargets } from '../../../src/node/serve/watch.js'

const T: WatchTargets = { configFile: '/site/site.config.ts', sidebarsFiles: ['/site/sidebars.js', '/site/sidebars.ts'], docsDir: '/site/docs', staticDir: '/site/static', clientDirs: ['/pkg/templates', '/pkg/src/client'] }

describe('classifyChange', () => {
  it.each([
    ['/site/site.config.ts', 'config'],
    ['/site/sidebars.ts', 'config'],
    ['/pkg/templates/App.tsx', 'client'],
    ['/pkg/src/client/router.ts', 'client'],
    ['/site/docs/eln/faq.md', 'content'],
    ['/site/docs/eln/_category_.yml', 'content'],
    ['/site/docs/img/shot.png', 'content'],
    ['/site/static/img/logo.svg', 'static'],
    ['/site/docsx/a.md', undefined],
    ['/elsewhere/a.md', undefined],
  ])('%s is %s', (file, kind) => {
    expect(classifyChange(file, T)).toBe(kind)
  })

  it('watches client code only when serving chemdocs’ own site', async () => {
    const own = watchTargets(await loadConfig(PACKAGE_ROOT))
    expect(own.clientDirs).toContain(path.join(PACKAGE_ROOT, 'templates'))
    const fixture = watchTargets(await loadConfig(path.join(PACKAGE_ROOT, 'test/fixtures/serve-live-reload')))
    expect(fixture.clientDirs).toEqual([])
  })

  it('takes the folders and files the config finds by itself, not made yet, as config changes', async () => {
    const root = path.join(PACKAGE_ROOT, 'test/fixtures/serve-live-reload')
    const targets = watchTargets(await loadConfig(root))
    expect(targets.defaultPaths).toEqual([path.join(root, 'src/components'), path.join(root, 'src/css/custom.css')])
    expect(classifyChange(path.join(root, 'src/components/Chart.tsx'), targets)).toBe('config')
    expect(classifyChange(path.join(root, 'src/css/custom.css'), targets)).toBe('config')
    expect(classifyChange(path.join(root, 'src/css/other.css'), targets)).toBeUndefined()
    // The theme folder does not exist yet either: its files are content once it does.
    expect(classifyChange(path.join(root, 'src/theme/Footer.tsx'), targets)).toBe('content')
  })
})

describe('batches', () => {
  it('classifies a burst and merges bursts', () => {
    const a = toBatch([{ event: 'change', file: '/site/docs/a.md' }, { event: 'add', file: '/site/static/x.png' }, { event: 'change', file: '/tmp/other' }], T)
    expect(a).toEqual({ config: false, client: false, content: [{ event: 'change', file: '/site/docs/a.md' }], static: [{ event: 'add', file: '/site/static/x.png' }] })
    const b: ChangeBatch = { config: true, client: false, content: [{ event: 'change', file: '/site/docs/b.md' }], static: [] }
    expect(mergeBatches(a, b)).toMatchObject({ config: true, content: [{ file: '/site/docs/a.md' }, { file: '/site/docs/b.md' }] })
  })

  it('ignores editor droppings', () => {
    for (const f of ['/d/.a.md.swp', '/d/a.md~', '/d/4913', '/d/.DS_Store', '/d/a.md.tmp']) expect(isIgnoredFile(f)).toBe(true)
    for (const f of ['/d/a.md', '/d/img/x.png', '/d/_category_.yml']) expect(isIgnoredFile(f)).toBe(false)
  })

  it('gives build() the edited markdown files only when nothing was added or removed', () => {
    expect(contentHint([{ event: 'change', file: '/d/a.md' }, { event: 'change', file: '/d/a.md' }, { event: 'change', file: '/d/img.png' }])).toEqual(['/d/a.md'])
    expect(contentHint([{ event: 'change', file: '/d/img.png' }])).toEqual([])
    expect(contentHint([{ event: 'change', file: '/d/b.mdx' }])).toEqual(['/d/b.mdx'])
    expect(contentHint([{ event: 'change', file: '/d/components/Chart.tsx' }])).toBeUndefined()
    expect(contentHint([{ event: 'add', file: '/d/new.md' }])).toBeUndefined()
    expect(contentHint([{ event: 'unlink', file: '/d/a.md' }])).toBeUndefined()
    expect(contentHint([{ event: 'change', file: '/d/_category_.yml' }])).toBeUndefined()
    expect(contentHint([{ event: 'addDir', file: '/d/new' }])).toBeUndefined()
  })
})

describe('createBatcher', () => {
  afterEach(() => vi.useRealTimers())

  it('flushes once the burst is quiet, and at the latest after maxWaitMs', () => {
    vi.useFakeTimers()
    const flushed: string[][] = []
    const batcher = createBatcher((c) => flushed.push(c.map((x) => x.file)), { quietMs: 10, maxWaitMs: 50, maxBackoffMs: 400 })
    batcher.add({ event: 'change', file: 'a' })
    vi.advanceTimersByTime(5)
    batcher.add({ event: 'change', file: 'b' })
    vi.advanceTimersByTime(9)
    expect(flushed).toEqual([])
    vi.advanceTimersByTime(1)
    expect(flushed).toEqual([['a', 'b']])
    // A steady stream of events is still flushed, at the latest after maxWaitMs.
    for (let t = 0; t < 60; t += 5) {
      batcher.add({ event: 'change', file: `s${t}` })
      vi.advanceTimersByTime(5)
    }
    expect(flushed.length).toBe(2)
    expect(flushed[1]!.length).toBe(10)
  })

  it('backs off while events never pause: a second of them is a handful of flushes, and a pause resets', () => {
    vi.useFakeTimers()
    const sizes: number[] = []
    const batcher = createBatcher((c) => sizes.push(c.length), { quietMs: 5, maxWaitMs: 50, maxBackoffMs: 400 })
    // 1,000 events spread over one second, one per millisecond.
    for (let t = 0; t < 1000; t++) {
      batcher.add({ event: 'change', file: `f${t % 50}` })
      vi.advanceTimersByTime(1)
    }
    vi.advanceTimersByTime(10)
    // Forced flushes after 50, 100, 200, 400 and 400 ms, then the quiet one.
    expect(sizes).toEqual([50, 100, 200, 400, 250])
    // After the pause, a single save is flushed as soon as it is quiet again.
    batcher.add({ event: 'change', file: 'one' })
    vi.advanceTimersByTime(5)
    expect(sizes.at(-1)).toBe(1)
    // ... and a new stream starts again at maxWaitMs.
    for (let t = 0; t < 60; t++) {
      batcher.add({ event: 'change', file: 'g' })
      vi.advanceTimersByTime(1)
    }
    expect(sizes.at(-1)).toBe(50)
  })
})

describe('watchSources', () => {
  it('reports an edit of a doc and a static file as one classified batch', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-watch-'))
    cpSync(path.join(PACKAGE_ROOT, 'test/fixtures/serve-live-reload'), dir, { recursive: true })
    const config = await loadConfig(dir)
    const batches: ChangeBatch[] = []
    const watcher = await watchSources(config, (b) => batches.push(b), { timing: { quietMs: 30, maxWaitMs: 200 } })
    try {
      writeFileSync(path.join(dir, 'docs/index.md'), '---\nid: welcome\n---\n\nChanged.\n')
      writeFileSync(path.join(dir, 'static/img/dot.svg'), '<svg/>')
      writeFileSync(path.join(dir, 'docs/.index.md.swp'), 'x')
      await vi.waitFor(() => expect(batches.length).toBeGreaterThan(0), { timeout: 5000 })
      const all = batches.reduce(mergeBatches)
      expect(all.content.map((c) => path.relative(dir, c.file))).toContain(path.join('docs', 'index.md'))
      expect(all.static.map((c) => path.relative(dir, c.file))).toContain(path.join('static', 'img', 'dot.svg'))
      expect(all.content.some((c) => c.file.endsWith('.swp'))).toBe(false)
    } finally {
      await watcher.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('reports a sidebars file created, edited or removed while serving as a config change', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-watch-'))
    cpSync(path.join(PACKAGE_ROOT, 'test/fixtures/serve-live-reload'), dir, { recursive: true })
    const batches: ChangeBatch[] = []
    const watcher = await watchSources(await loadConfig(dir), (b) => batches.push(b), { timing: { quietMs: 30, maxWaitMs: 200 } })
    const sidebars = path.join(dir, 'sidebars.js')
    try {
      writeFileSync(sidebars, "export default { docs: [{ type: 'autogenerated', dirName: '.' }] }\n")
      await vi.waitFor(() => expect(batches.some((b) => b.config)).toBe(true), { timeout: 5000 })
      batches.length = 0
      rmSync(sidebars)
      await vi.waitFor(() => expect(batches.some((b) => b.config)).toBe(true), { timeout: 5000 })
    } finally {
      await watcher.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
