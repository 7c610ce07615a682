import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runCli, startServe, type ServeProcess } from './e2e/serve-helpers.js'
import { listeningAddresses } from './listening-addresses.js'
import { rawGet, rawRequest } from './raw-get.js'

describe('chemdocs serve (a real process)', () => {
  let serve: ServeProcess
  beforeAll(async () => {
    serve = await startServe('serve-live-reload')
  })
  afterAll(async () => {
    await serve?.stop()
  })

  it('prints its URL on 127.0.0.1 and serves the first page', async () => {
    expect(serve.output()).toMatch(/chemdocs serve: http:\/\/127\.0\.0\.1:\d+\//)
    const res = await fetch(`${serve.origin}/docs`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await res.text()).toContain('<title>Welcome | Serve</title>')
  })

  it('binds the loopback address only, unless told otherwise', () => {
    // What the kernel lists, not the printed URL (which is shown as 127.0.0.1 for 0.0.0.0 too).
    expect(listeningAddresses(Number(new URL(serve.origin).port))).toEqual(['127.0.0.1'])
    expect(serve.output()).not.toContain('other machines on the network')
  })

  it('answers every path traversal attempt with 404', async () => {
    const port = Number(new URL(serve.origin).port)
    const attempts = [
      '/../../../../etc/passwd',
      '/docs/../../../etc/passwd',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '/.%2e/.%2e/etc/passwd',
      '/docs\\..\\..\\..\\etc\\passwd',
      '/docs/%5c..%5c..%5cetc%5cpasswd',
      '/index.html%00.svg',
      '/%00',
      '//etc/passwd',
      '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
      '/img/../../site.config.ts',
      '/site.config.ts',
      '/docs/index.md',
      '/%252e%252e/%252e%252e/etc/passwd',
      '/docs/%2e%2e%5c%2e%2e%5c%2e%2e%5cetc%5cpasswd',
      '/..%c0%af..%c0%af..%c0%afetc/passwd',
      '/%c0%af%c0%afetc/passwd',
      '/docs/..;/..;/site.config.ts',
      '/%u002e%u002e/%u002e%u002e/etc/passwd',
      '/docs/%2e%2e/site.config.ts',
    ]
    for (const target of attempts) {
      const res = await rawGet(port, target)
      expect(res.status, target).toBe(404)
      expect(res.body, target).not.toContain('root:')
      expect(res.body, target).not.toContain('defineConfig')
    }
  })

  it('answers only its own host names and origin (DNS rebinding), with a policy on every answer', async () => {
    const port = Number(new URL(serve.origin).port)
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `docs.localhost:${port}`]) {
      expect((await rawRequest(port, 'GET', '/docs', { Host: host })).status, host).toBe(200)
    }
    const rebound = await rawRequest(port, 'GET', '/docs', { Host: `evil.example:${port}` })
    expect(rebound.status).toBe(403)
    expect(rebound.body).toContain('--allow-host evil.example')
    expect(rebound.body).not.toContain('Welcome')
    expect((await rawRequest(port, 'GET', '/__chemdocs/events', { Host: `evil.example:${port}` })).status).toBe(403)
    const open = { Host: `evil.example:${port}`, Origin: `http://evil.example:${port}`, 'X-Chemdocs-Open': '1', 'Content-Type': 'text/plain' }
    const opened = await rawRequest(port, 'POST', '/__chemdocs/open', open, '{"file":"site.config.ts","line":1,"column":1}')
    expect(opened.status).toBe(403)
    const crossOrigin = await rawRequest(port, 'POST', '/__chemdocs/open', { ...open, Host: `127.0.0.1:${port}` }, '{"file":"site.config.ts"}')
    expect(crossOrigin.status).toBe(403)
    expect(crossOrigin.body).toContain('another origin')
    for (const res of [rebound, opened, await rawRequest(port, 'GET', '/__chemdocs/open', { Host: `127.0.0.1:${port}` })]) {
      expect(res.head).toMatch(/\r\nContent-Security-Policy: default-src 'self'/i)
      expect(res.head).toMatch(/\r\nX-Content-Type-Options: nosniff/i)
    }
  })

  it('binds every address only when asked to with --host 0.0.0.0, and warns that the site is exposed', async () => {
    const proc = runCli(['serve', '--port', '0', '--host', '0.0.0.0'], copyFixture('serve-live-reload'))
    try {
      const port = Number((await proc.waitFor(/http:\/\/127\.0\.0\.1:(\d+)\//))[1])
      await proc.waitFor(/ready in/)
      expect(listeningAddresses(port)).toEqual(['0.0.0.0'])
      expect(proc.output()).toContain('listening on 0.0.0.0: other machines on the network can read the site')
    } finally {
      proc.child.kill('SIGINT')
      await proc.exited
    }
  })

  it('stops cleanly on Ctrl-C', async () => {
    const dir = copyFixture('serve-live-reload')
    const proc = runCli(['serve', '--port', '0'], dir)
    await proc.waitFor(/ready in/)
    proc.child.kill('SIGINT')
    expect(await proc.exited).toBe(0)
    expect(proc.output()).toContain('stopped')
  })
})

describe('chemdocs serve with a page that takes too long', () => {
  /**
   * Saves `page` (made by `text(n)`), and checks that serve answers from the last good site while
   * the page is made, names it once `reported` shows, and stops at once on Ctrl-C while the page
   * is being made a second time.
   */
  const answersWhileMaking = async (page: string, text: (n: number) => string, limitMs: number, reported: RegExp) => {
    const dir = copyFixture('serve-live-reload')
    const proc = runCli(['serve', '--port', '0'], dir, { CHEMDOCS_USER_CODE_TIMEOUT_MS: String(limitMs) })
    try {
      const origin = (await proc.waitFor(/(http:\/\/127\.0\.0\.1:\d+)\//))[1]!
      await proc.waitFor(/ready in/)
      writeFileSync(path.join(dir, page), text(1))
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const started = Date.now()
      const res = await fetch(`${origin}/docs`)
      expect(res.status).toBe(200)
      expect(Date.now() - started).toBeLessThan(1000)
      await proc.waitFor(reported, 20_000)
      writeFileSync(path.join(dir, page), text(2))
      await new Promise((resolve) => setTimeout(resolve, 1000))
      proc.child.kill('SIGINT')
      const stopping = Date.now()
      expect(await proc.exited).toBe(0)
      expect(Date.now() - stopping).toBeLessThan(2000)
    } finally {
      proc.child.kill('SIGKILL')
    }
  }

  it('keeps answering HTTP while an MDX page loops for ever, reports the page, and stops on Ctrl-C', async () => {
    await answersWhileMaking('docs/loop.mdx', (n) => `---\ntitle: Loop\n---\n\n{(() => { while (true) {} })()} ${n}\n`, 3000, /docs\/loop\.mdx.*did not finish within 3 s/)
  }, 40_000)

  it.each(['SIGTERM', 'SIGINT'] as const)('stops at once on %s during the first build (it waited for the whole build)', async (signal) => {
    const dir = copyFixture('serve-live-reload')
    // Half a megabyte of emphasis runs: a first build of many seconds, under a limit it stays within.
    writeFileSync(path.join(dir, 'docs/slow.md'), `# Slow\n\n${'*a '.repeat(320_000)}\n`)
    const proc = runCli(['serve', '--port', '0'], dir, { CHEMDOCS_USER_CODE_TIMEOUT_MS: '60000' })
    try {
      await proc.waitFor(/http:\/\/127\.0\.0\.1:\d+\//)
      await new Promise((resolve) => setTimeout(resolve, 500))
      proc.child.kill(signal)
      const stopping = Date.now()
      expect(await proc.exited).toBe(0)
      expect(Date.now() - stopping).toBeLessThan(3000)
      expect(proc.output()).toContain('stopped')
      expect(proc.output()).not.toMatch(/ready in|built \d+ pages/)
    } finally {
      proc.child.kill('SIGKILL')
    }
  }, 40_000)

  it('keeps answering HTTP while a Markdown page is made, names it once past the time limit, and stops on Ctrl-C', async () => {
    // Half a megabyte of emphasis runs: many seconds of parsing; on the main thread it held every request.
    await answersWhileMaking('docs/slow.md', (n) => `# Slow\n\n${'*a '.repeat(320_000)}${n}\n`, 4000, /docs\/slow\.md.*markdown took more than 4 s to render/)
  }, 40_000)
})

describe('chemdocs serve keeps up with the files', () => {
  const served = serveForThisBlock()
  const statusOf = async (url: string) => (await fetch(`${served().origin}${url}`)).status

  it('keeps watching after the docs folder is deleted and made again (rm -rf docs; mkdir docs; cp …)', async () => {
    const docs = path.join(served().dir, 'docs')
    const saved = path.join(served().dir, 'saved-docs')
    cpSync(docs, saved, { recursive: true })
    rmSync(docs, { recursive: true, force: true })
    await served().waitFor(/rebuild failed/)
    mkdirSync(docs)
    cpSync(saved, docs, { recursive: true })
    await expect.poll(() => statusOf('/docs/guide/first-steps'), { timeout: 20_000 }).toBe(200)
    writeFileSync(path.join(docs, 'later.md'), '---\ntitle: Later\n---\n\nA page added after the folder came back.\n')
    await expect.poll(() => statusOf('/docs/later'), { timeout: 20_000 }).toBe(200)
    writeFileSync(path.join(docs, 'later.md'), '---\ntitle: Later still\n---\n\nEdited.\n')
    await expect.poll(async () => (await fetch(`${served().origin}/docs/later`)).text(), { timeout: 20_000 }).toContain('Later still')
  })

})

describe('chemdocs serve with odd file names', () => {
  const served = serveForThisBlock()
  const statusOf = async (url: string) => (await fetch(`${served().origin}${url}`)).status

  it('serves a page whose file name holds a backslash at the URL it is linked as, and still refuses traversal', async () => {
    writeFileSync(path.join(served().dir, 'docs/back\\slash.md'), '---\ntitle: Backslash\n---\n\nA page named with a backslash.\n')
    // The text, not the status: a rebuild may catch the file created but not yet written.
    await expect.poll(async () => (await fetch(`${served().origin}/docs/back%5Cslash`)).text(), { timeout: 20_000 }).toContain('A page named with a backslash.')
    expect(await statusOf('/docs/back%5cslash')).toBe(200)
    const port = Number(new URL(served().origin).port)
    for (const target of ['/docs/back\\slash', '/docs/%5c..%5c..%5csite.config.ts', '/docs/back%5C..%5C..%5Csite.config.ts', '/%5C%5Cevil.example/x', '/docs/back%5Cslash%00', '/docs/%2e%2e%5cindex.md']) {
      expect((await rawGet(port, target)).status, target).toBe(404)
    }
  })
})

describe('chemdocs serve usage errors', () => {
  it('explains a port in use and exits with 2', async () => {
    const blocker = createServer()
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()))
    const port = (blocker.address() as { port: number }).port
    try {
      const proc = runCli(['serve', '--port', String(port)], copyFixture('serve-live-reload'))
      expect(await proc.exited).toBe(2)
      expect(proc.output()).toContain(`error port-in-use: port ${port} on 127.0.0.1 is already in use`)
      expect(proc.output()).toContain('--port 0 picks a free one')
    } finally {
      blocker.close()
    }
  })

  it('rejects a bad --port with exit code 2', async () => {
    const proc = runCli(['serve', '--port', 'eighty'], copyFixture('serve-live-reload'))
    expect(await proc.exited).toBe(2)
    expect(proc.output()).toContain('expected a port number from 0 to 65535')
  })

  it('exits with 2 when there is no site to serve', async () => {
    const proc = runCli(['serve', '--port', '0'], '/')
    expect(await proc.exited).toBe(2)
    expect(proc.output()).toContain('error invalid-config: no site.config.ts found')
  })
})

/** One serve process of the live-reload fixture for the tests of a describe block, stopped after them. */
function serveForThisBlock(): () => ServeProcess {
  let serve: ServeProcess | undefined
  beforeAll(async () => {
    serve = await startServe('serve-live-reload')
  })
  afterAll(async () => {
    await serve?.stop()
  })
  return () => serve!
}
