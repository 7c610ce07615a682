import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { allowedHostCheck, fromThisMachine, sameOrigin } from '../../../src/node/serve/request-origin.js'

const request = (remoteAddress: string | undefined, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage

describe('who the dev server answers', () => {
  it('answers IP literals, localhost names, the bound host and allowed names only (DNS rebinding)', () => {
    const allowed = allowedHostCheck('0.0.0.0', ['docs.lan'])
    for (const host of ['127.0.0.1:3000', '192.0.2.9:3000', '[::1]:3000', 'localhost:3000', 'a.localhost', 'docs.lan:3000', 'DOCS.LAN.']) expect(allowed(host), host).toBe(true)
    for (const host of [undefined, '', 'evil.example:3000', 'localhost.evil.example', '[::1']) expect(allowed(host), String(host)).toBe(false)
  })

  it('takes a request with no Origin, or its own, as its own page', () => {
    expect(sameOrigin(request('127.0.0.1', { host: '127.0.0.1:3000' }))).toBe(true)
    expect(sameOrigin(request('127.0.0.1', { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }))).toBe(true)
    expect(sameOrigin(request('127.0.0.1', { host: '127.0.0.1:3000', origin: 'http://evil.example:3000' }))).toBe(false)
  })

  it('opens the editor for this machine only: another machine of the network with a matching Host and Origin is refused (serve --host 0.0.0.0)', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(fromThisMachine(request(address)), address).toBe(true)
    for (const address of ['192.0.2.7', '::ffff:192.0.2.7', '10.0.0.1', 'fe80::1', '2001:db8::1', '', undefined]) expect(fromThisMachine(request(address)), String(address)).toBe(false)
    // What such a request looks like: it passes the Host and Origin checks, which a tool can forge.
    const fromLan = request('192.0.2.7', { host: '192.0.2.2:3000', origin: 'http://192.0.2.2:3000' })
    expect(allowedHostCheck('0.0.0.0')(fromLan.headers.host) && sameOrigin(fromLan)).toBe(true)
    expect(fromThisMachine(fromLan)).toBe(false)
  })
})
