import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PACKAGE_ROOT } from '../../../src/node/render/bundle.js'
import { startDevServer, type DevEvent, type DevServer } from '../../../src/node/serve/dev-server.js'
import type { DevMessage } from '../../../src/shared/dev-protocol.js'

// In-process dev server on a temp copy of the fixture; each test edits files and waits for the
// event the change must cause.
const FIXTURE = path.join(PACKAGE_ROOT, 'test/fixtures/serve-live-reload')

interface Harness {
  dir: string
  server: DevServer
  events: DevEvent[]
  /** Resolves with the next event of one of these types (after the call). */
  next(...types: DevEvent['type'][]): Promise<DevEvent>
  get(p: string): Promise<{ status: number; text: string; headers: Headers }>
  file(rel: string): string
  close(): Promise<void>
}

async function startHarness(prepare?: (dir: string) => void): Promise<Harness> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-dev-'))
  cpSync(FIXTURE, dir, { recursive: true })
  prepare?.(dir)
  const events: DevEvent[] = []
  const waiters: { types: DevEvent['type'][]; resolve: (e: DevEvent) => void }[] = []
  const server = await startDevServer({
    cwd: dir,
    port: 0,
    host: '127.0.0.1',
    batchTiming: { quietMs: 20, maxWaitMs: 100 },
    onEvent: (e) => {
      events.push(e)
      for (const w of [...waiters]) if (w.types.includes(e.type)) waiters.splice(waiters.indexOf(w), 1) && w.resolve(e)
    },
  })
  await server.ready
  const origin = `http://127.0.0.1:${server.port}`
  return {
    dir,
    server,
    events,
    next: (...types) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${types.join('/')} event; got ${events.map((e) => e.type).join(', ')}`)), 10_000)
        waiters.push({ types, resolve: (e) => (clearTimeout(timer), resolve(e)) })
      }),
    get: async (p) => {
      const res = await fetch(origin + p, { redirect: 'manual' })
      return { status: res.status, text: await res.text(), headers: res.headers }
    },
    file: (rel) => path.join(dir, rel),
    close: async () => {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Reads Server-Sent Events until `count` messages arrived. */
async function readEvents(origin: string, count: number): Promise<DevMessage[]> {
  const controller = new AbortController()
  const res = await fetch(`${origin}/__chemdocs/events`, { signal: controller.signal })
  const reader = res.body!.getReader()
  const messages: DevMessage[] = []
  let buffer = ''
  while (messages.length < count) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += new TextDecoder().decode(value)
    for (const m of buffer.matchAll(/^data: (.*)$/gm)) messages.push(JSON.parse(m[1]!))
    buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2)
  }
  controller.abort()
  return messages.slice(0, count)
}

const revisionOf = (html: string) => /name="chemdocs-revision" content="\w+:(\d+)"/.exec(html)?.[1]

describe('dev server', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.close())

  it('serves the built site with the revision stamped into each page, the 404 page and redirects', async () => {
    const page = await h.get('/docs/guide/first-steps')
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(revisionOf(page.text)).toBe('1')
    expect(page.text).toMatch(/<script type="module" src="\/assets\/live-reload\.\w{8}\.js">/)
    const missing = await h.get('/docs/nope')
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('Page Not Found')
    expect((await h.get('/docs/guide/first-steps/index.html')).headers.get('location')).toBe('/docs/guide/first-steps')
    expect((await h.get('/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404)
  })

  it('re-renders only the edited page when its body changes', async () => {
    const built = h.next('built', 'failed')
    appendFileSync(h.file('docs/guide/first-steps.md'), '\nA body-only edit.\n')
    const event = await built
    expect(event).toMatchObject({ type: 'built', rendered: 1, changed: [h.file('docs/guide/first-steps.md')] })
    const page = await h.get('/docs/guide/first-steps')
    expect(page.text).toContain('A body-only edit.')
    expect(revisionOf(page.text)).toBe(String((event as { revision: number }).revision))
  })

  it('re-renders every page when a title changes (the sidebar shows it)', async () => {
    const built = h.next('built', 'failed')
    writeFileSync(h.file('docs/guide/first-steps.md'), readFileSync(h.file('docs/guide/first-steps.md'), 'utf8').replace('title: First steps', 'title: Getting started'))
    const event = await built
    expect(event.type).toBe('built')
    expect((event as { rendered: number }).rendered).toBeGreaterThan(5)
    expect((await h.get('/docs')).text).toContain('Getting started')
  })

  it('refreshes the search index text lazily after a body edit', async () => {
    const site = JSON.parse((await h.get(/data-site="([^"]+)"/.exec((await h.get('/docs')).text)![1]!)).text)
    const indexUrl = Object.values(site.search.indexUrls)[0] as string
    expect(indexUrl).toMatch(/^\/assets\/search-index(\.[\w-]+)?\.json$/) // stable name in dev
    const built = h.next('built', 'failed')
    appendFileSync(h.file('docs/guide/long.md'), '\nThe word quasicrystal appears only here.\n')
    await built
    expect((await h.get(indexUrl)).text).toContain('quasicrystal')
  })

  it('keeps the last good site when a rebuild fails, tells the browser, and recovers when fixed', async () => {
    const file = h.file('docs/guide/first-steps.md')
    const good = readFileSync(file, 'utf8')
    const failed = h.next('built', 'failed')
    writeFileSync(file, `${good.replace('sidebar_position: 1', 'sidebar_position: [1')}\nSee nowhere.\n`)
    const event = await failed
    expect(event.type).toBe('failed')
    expect((event as { diagnostics: { file: string; line?: number }[] }).diagnostics[0]).toMatchObject({ file: expect.stringMatching(/first-steps\.md$/), line: expect.any(Number) })
    const page = await h.get('/docs/guide/first-steps')
    expect(page.status).toBe(200)
    expect(page.text).not.toContain('nowhere')
    // A client connecting now (a late connect) is told about the problems at once.
    const [state] = await readEvents(`http://127.0.0.1:${h.server.port}`, 1)
    expect(state).toMatchObject({ type: 'problems', problems: [{ ruleId: 'invalid-frontmatter', line: expect.any(Number), column: expect.any(Number) }] })
    const fixed = h.next('built', 'failed')
    writeFileSync(file, good)
    expect((await fixed).type).toBe('built')
    const [after] = await readEvents(`http://127.0.0.1:${h.server.port}`, 1)
    expect(after!.type).toBe('revision')
  })

  it('builds a page that links to one not written yet, and tells open pages the link as a warning', async () => {
    const file = h.file('docs/guide/first-steps.md')
    const good = readFileSync(file, 'utf8')
    const built = h.next('built', 'failed')
    writeFileSync(file, `${good}\nSee [the next page](./next-page.md) and [a heading](./long.md#to-come).\n`)
    expect(await built).toMatchObject({ type: 'built' })
    expect((await h.get('/docs/guide/first-steps')).text).toContain('See <a href="./next-page.md">the next page</a>')
    const [state] = await readEvents(`http://127.0.0.1:${h.server.port}`, 1)
    expect(state).toMatchObject({
      type: 'revision',
      warnings: [
        { ruleId: 'missing-markdown-file', severity: 'warning', file: expect.stringMatching(/first-steps\.md$/), message: expect.stringContaining('`chemdocs build` stops on it') },
        { ruleId: 'missing-anchor', severity: 'warning', message: expect.stringContaining('#to-come') },
      ],
    })
    const fixed = h.next('built', 'failed')
    writeFileSync(file, good)
    await fixed
  })

  it('tells open pages the warnings of a good build, even when the output is unchanged', async () => {
    // A misspelt frontmatter key changes nothing in the output: no reload, but the overlay must say so.
    const file = h.file('docs/guide/first-steps.md')
    const good = readFileSync(file, 'utf8')
    const built = h.next('built', 'failed')
    writeFileSync(file, good.replace('sidebar_position: 1', 'sidebar_position: 1\nsidebar_positon: 2'))
    expect(await built).toMatchObject({ type: 'built' })
    const [state] = await readEvents(`http://127.0.0.1:${h.server.port}`, 1)
    expect(state).toMatchObject({ type: 'revision', warnings: [{ ruleId: 'unknown-frontmatter-key', severity: 'warning', file: expect.stringMatching(/first-steps\.md$/), line: 4, message: expect.stringContaining('sidebar_position') }] })
    const fixed = h.next('built', 'failed')
    writeFileSync(file, good)
    await fixed
    const [after] = await readEvents(`http://127.0.0.1:${h.server.port}`, 1)
    expect(after).toMatchObject({ type: 'revision' })
    expect(after).not.toHaveProperty('warnings')
  })

  it("opens a problem's file in the editor LAUNCH_EDITOR names, only when asked by POST with its header", async () => {
    const origin = `http://127.0.0.1:${h.server.port}`
    const log = path.join(h.dir, 'editor.log')
    const editor = path.join(h.dir, 'editor.sh')
    writeFileSync(editor, `#!/bin/sh\necho "$@" > ${JSON.stringify(log)}\n`, { mode: 0o755 })
    const post = (body: unknown, headers: Record<string, string> = { 'x-chemdocs-open': '1' }) => fetch(`${origin}/__chemdocs/open`, { method: 'POST', headers, body: JSON.stringify(body) })
    const saved = { LAUNCH_EDITOR: process.env.LAUNCH_EDITOR, VISUAL: process.env.VISUAL, EDITOR: process.env.EDITOR }
    try {
      delete process.env.VISUAL
      delete process.env.EDITOR
      process.env.LAUNCH_EDITOR = editor
      expect((await post({ file: 'docs/guide/first-steps.md', line: 9, column: 3 }, {})).status).toBe(403)
      expect((await fetch(`${origin}/__chemdocs/open`)).status).toBe(403)
      const opened = async (body: unknown) => ((await (await post(body)).json()) as { opened: boolean }).opened
      expect(await opened({ file: '/etc/passwd', line: 1, column: 1 })).toBe(false)
      expect(await opened({ file: 'docs/guide/first-steps.md', line: 9, column: 3 })).toBe(true)
      await expect.poll(() => (existsSync(log) ? readFileSync(log, 'utf8').trim() : '')).toBe(`${realpathSync(h.file('docs/guide/first-steps.md'))} 9 3`)
      delete process.env.LAUNCH_EDITOR
      process.env.EDITOR = 'vim' // a terminal editor would take over the server's terminal: the overlay copies instead
      expect(await opened({ file: 'docs/guide/first-steps.md', line: 9, column: 3 })).toBe(false)
    } finally {
      for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  })

  it('copies a changed static file without a rebuild', async () => {
    const copied = h.next('copied', 'built')
    writeFileSync(h.file('static/img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>new logo</title></svg>')
    expect((await copied).type).toBe('copied')
    expect((await h.get('/img/logo.svg')).text).toContain('new logo')
  })

  it('does not reload open pages when a save leaves the output as it was', async () => {
    // Editors often save a file as two writes (truncate, then write): the second rebuild must
    // not reload every open tab again.
    const page = h.file('docs/guide/first-steps.md')
    const revision = Number(revisionOf((await h.get('/docs/guide/first-steps')).text))
    const built = h.next('built', 'failed')
    writeFileSync(page, readFileSync(page))
    expect(await built).toMatchObject({ type: 'built', unchanged: true, revision })
    const [state] = await readEvents(`http://127.0.0.1:${h.server.port}`, 1)
    expect(state).toMatchObject({ type: 'revision', revision })
    // A static file saved as it was is not copied (no event), unlike the next real change.
    const copied = h.next('copied', 'built')
    writeFileSync(h.file('static/img/logo.svg'), readFileSync(h.file('static/img/logo.svg')))
    await new Promise((r) => setTimeout(r, 300))
    writeFileSync(h.file('static/img/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>new icon</title></svg>')
    expect(await copied).toMatchObject({ type: 'copied', revision: revision + 1, files: [h.file('static/img/favicon.svg')] })
  })

  it('picks up a new page and a removed one', async () => {
    const added = h.next('built', 'failed')
    writeFileSync(h.file('docs/guide/new-page.md'), '---\ntitle: New page\n---\n\nFresh.\n')
    expect((await added).type).toBe('built')
    expect((await h.get('/docs/guide/new-page')).status).toBe(200)
    const removed = h.next('built', 'failed')
    unlinkSync(h.file('docs/guide/new-page.md'))
    expect((await removed).type).toBe('built')
    expect((await h.get('/docs/guide/new-page')).status).toBe(404)
  })

  it('reloads the config; a broken config keeps the last good site', async () => {
    const configFile = h.file('site.config.ts')
    const good = readFileSync(configFile, 'utf8')
    const renamed = h.next('built', 'failed', 'crashed')
    writeFileSync(configFile, good.replace("title: 'Serve'", "title: 'Renamed'"))
    expect((await renamed).type).toBe('built')
    expect((await h.get('/docs')).text).toContain('| Renamed</title>')
    const broken = h.next('built', 'failed', 'crashed')
    writeFileSync(configFile, good.replace("title: 'Serve'", "titel: 'Typo'"))
    const event = await broken
    expect(event.type).toBe('crashed')
    expect((await h.get('/docs')).text).toContain('| Renamed</title>')
    const fixed = h.next('built', 'failed', 'crashed')
    writeFileSync(configFile, good)
    expect((await fixed).type).toBe('built')
    expect((await h.get('/docs')).text).toContain('| Serve</title>')
  })
})

describe('dev server without a good build yet', () => {
  it('serves a page listing the problems, then the site once they are fixed', async () => {
    const h = await startHarness((dir) => writeFileSync(path.join(dir, 'docs/index.md'), readFileSync(path.join(dir, 'docs/index.md'), 'utf8').replace('---\n', '---\nbroken: [missing.md\n')))
    try {
      expect(h.events[0]).toMatchObject({ type: 'failed', initial: true })
      const page = await h.get('/docs')
      expect(page.status).toBe(500)
      expect(page.text).toContain('docs/index.md:')
      expect(page.text).toContain('malformed YAML frontmatter')
      const built = h.next('built', 'failed')
      writeFileSync(h.file('docs/index.md'), readFileSync(h.file('docs/index.md'), 'utf8').replace('broken: [missing.md\n', ''))
      expect((await built).type).toBe('built')
      expect((await h.get('/docs')).status).toBe(200)
    } finally {
      await h.close()
    }
  })

  it('explains a port in use', async () => {
    const h = await startHarness()
    try {
      await expect(startDevServer({ cwd: h.dir, port: h.server.port, host: '127.0.0.1' })).rejects.toMatchObject({ ruleId: 'port-in-use', hint: expect.stringContaining('--port 0') })
    } finally {
      await h.close()
    }
  })
})
