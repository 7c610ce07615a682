import { createServer, type ServerResponse } from 'node:http'
import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createEventHub } from '../../../src/node/serve/dev-events.js'
import type { DevMessage } from '../../../src/shared/dev-protocol.js'

/** A state message of about `kb` KB (the problem list of a page with thousands of broken links is this large). */
const bigState = (n: number, kb: number) => ({ type: 'state', revision: n, problems: [{ file: 'docs/x.md', severity: 'error', message: 'x'.repeat(kb * 1024), ruleId: 'missing-page' }] }) as unknown as DevMessage

describe('the live-reload hub with clients that stop reading', () => {
  it('holds at most a bounded amount for a client that never reads, and a reading client still gets the newest state', async () => {
    const hub = createEventHub(bigState(0, 1))
    const responses: ServerResponse[] = []
    const server = createServer((req, res) => {
      responses.push(res)
      hub.connect(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as { port: number }).port
    // A client that sends its request and then never reads a byte.
    const stalled = connect(port, '127.0.0.1', () => stalled.write('GET /__chemdocs/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'))
    stalled.pause()
    // A client that reads everything.
    let received = ''
    const reader = connect(port, '127.0.0.1', () => reader.write('GET /__chemdocs/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'))
    reader.on('data', (d) => (received += d.toString()))
    while (responses.length < 2) await new Promise((r) => setTimeout(r, 10))
    for (let n = 1; n <= 40; n++) {
      hub.publish(bigState(n, 1024))
      await new Promise((r) => setTimeout(r, 5))
    }
    // 40 MB were published; the stalled client is held to the limit or dropped.
    for (const res of responses) expect(res.destroyed || res.writableLength <= 10 * 1024 * 1024).toBe(true)
    await new Promise((r) => setTimeout(r, 300))
    expect(received).toContain('"revision":40')
    hub.close()
    stalled.destroy()
    reader.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }, 30_000)
})
