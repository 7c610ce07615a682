import { connect, createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runCli, startServe, type ServeProcess } from './e2e/serve-helpers.js'

/** Sends a raw request line, so the path reaches the server exactly as written (no URL normalising). */
function rawGet(port: number, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`))
    let data = ''
    socket.on('data', (d) => (data += d.toString('latin1')))
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1] ?? 0), body: data.split('\r\n\r\n').slice(1).join('\r\n\r\n') }))
    socket.on('error', reject)
  })
}

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
    ]
    for (const target of attempts) {
      const res = await rawGet(port, target)
      expect(res.status, target).toBe(404)
      expect(res.body, target).not.toContain('root:')
      expect(res.body, target).not.toContain('defineConfig')
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
