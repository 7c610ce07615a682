import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { get, type Server } from 'node:http'
import { gunzipSync } from 'node:zlib'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createServer, createSiteHandler, listen, readFromDir, resolveRequest } from '../../../src/node/serve/static-server.js'
import { rawGet, rawRequest } from '../../raw-get.js'
import { filePolicy, pagePolicy } from '../../../src/node/content-policy.js'

const FILES = new Map<string, string>([
  ['index.html', `<html><head><meta http-equiv="Content-Security-Policy" content="${pagePolicy(["'sha256-abc='"])}"></head><body>home</body></html>`],
  ['loose.html', `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'unsafe-inline'"></head><body>copies the meta tag, loosened</body></html>`],
  ['img/evil.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'],
  ['404.html', '<html><head></head><body>not found</body></html>'],
  ['docs/x/index.html', '<html><head></head><body>x</body></html>'],
  ['assets/app.0123abcd.js', 'console.log(1)'],
  ['assets/entry.D3O4WMW4.js', 'console.log(2)'],
  ['assets/site.json', '{}'],
  ['img/dot.svg', '<svg/>'],
  ['assets/big.89abcdef.js', 'console.log("a line of a large script");\n'.repeat(200)],
  ['img/photo.png', 'P'.repeat(4096)],
  ['docs/back\\slash/index.html', '<html><head></head><body>a page made from back\\slash.md</body></html>'],
  ['legacy.html', '<html><head></head><body>a real .html file from static/</body></html>'],
])
const exists = (f: string) => FILES.has(f)

describe('resolveRequest', () => {
  it.each([
    ['/', { type: 'file', file: 'index.html', status: 200 }],
    ['/docs/x', { type: 'file', file: 'docs/x/index.html', status: 200 }],
    ['/docs/x/', { type: 'file', file: 'docs/x/index.html', status: 200 }],
    ['/docs/x?highlight=a#b', { type: 'file', file: 'docs/x/index.html', status: 200 }],
    ['/img/dot.svg', { type: 'file', file: 'img/dot.svg', status: 200 }],
    ['/legacy.html', { type: 'file', file: 'legacy.html', status: 200 }],
    ['/404.html', { type: 'file', file: '404.html', status: 200 }],
    ['/docs/back%5Cslash', { type: 'file', file: 'docs/back\\slash/index.html', status: 200 }],
    ['/docs/back%5cslash.html', { type: 'redirect', location: '/docs/back%5Cslash' }],
    ['/docs/x/index.html', { type: 'redirect', location: '/docs/x' }],
    ['/docs/x.html?q=1', { type: 'redirect', location: '/docs/x?q=1' }],
    // Location holds only encoded text: Node refuses other header characters (and a throw there
    // killed the server), and Latin-1 letters sent raw are read as another path by browsers.
    ['/%E4%B8%AD.html', { type: 'redirect', location: '/%E4%B8%AD' }],
    ['/docs/caf%C3%A9/index.html', { type: 'redirect', location: '/docs/caf%C3%A9' }],
    ['/%F0%9F%98%80/index.html?q=\u00e4', { type: 'redirect', location: '/%F0%9F%98%80?q=%E4' }],
    // Control characters are no page's name; browsers drop tabs, so '/\t/evil.example' is off-site.
    ['/%09/evil.example/x.html', { type: 'not-found' }],
    ['/a%0d%0aSet-Cookie:%20x=1.html', { type: 'not-found' }],
    ['/a%7f.html', { type: 'not-found' }],
    ['/%0a/evil.example/x', { type: 'not-found' }],
    ['/index.html', { type: 'redirect', location: '/' }],
    ['/docs/missing', { type: 'not-found' }],
  ])('%s', (url, expected) => {
    expect(resolveRequest(url, '/', exists)).toEqual(expected)
  })

  // A site built with pageFiles 'html' (Docusaurus' trailingSlash: false) writes docs/y.html for /docs/y.
  const htmlLayout = new Set(['index.html', 'docs/y.html', 'docs/y/z.html', 'docs/50% yield.html', 'docs/x/index.html', 'docs/x.html'])
  it.each([
    ['/docs/y', { type: 'file', file: 'docs/y.html', status: 200 }],
    ['/docs/y/z?q=1', { type: 'file', file: 'docs/y/z.html', status: 200 }],
    ['/docs/50%25%20yield', { type: 'file', file: 'docs/50% yield.html', status: 200 }],
    // Under /docs/y/ the page's relative links would point one level deeper: to its clean URL.
    ['/docs/y/?q=1', { type: 'redirect', location: '/docs/y?q=1' }],
    ['/docs/y.html', { type: 'file', file: 'docs/y.html', status: 200 }],
    // Both forms present: the folder wins, as with nginx's try_files $uri/index.html $uri.html.
    ['/docs/x', { type: 'file', file: 'docs/x/index.html', status: 200 }],
    ['/docs/missing', { type: 'not-found' }],
  ])('%s, with page files named x.html', (url, expected) => {
    expect(resolveRequest(url, '/', (f) => htmlLayout.has(f))).toEqual(expected)
  })

  it.each([
    '/../etc/passwd',
    '/docs/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/docs/..%2f..%2fetc/passwd',
    '/docs/%5c..%5c..%5cetc%5cpasswd',
    '/docs\\..\\..\\etc\\passwd',
    '/index.html%00',
    '/index.html%00.svg',
    '/%c0%ae%c0%ae/etc/passwd',
    '/./index.html',
    '//evil.example/x.html',
    '/docs//x',
    'http://evil.example/../etc/passwd',
    '*',
    '/docs/back\\slash',
    '/%5C%5Cevil.example/x',
    '/%5Cevil.example/x',
    '/docs/%5C..%5C..%5Cindex.html',
    '/docs/back%5Cslash%00',
  ])('refuses %s', (url) => {
    expect(resolveRequest(url, '/', exists)).toEqual({ type: 'not-found' })
  })

  it('serves under a base path and refuses paths outside it', () => {
    expect(resolveRequest('/chemdocs/docs/x', '/chemdocs/', exists)).toEqual({ type: 'file', file: 'docs/x/index.html', status: 200 })
    expect(resolveRequest('/chemdocs', '/chemdocs/', exists)).toEqual({ type: 'file', file: 'index.html', status: 200 })
    expect(resolveRequest('/chemdocs/docs/x/index.html', '/chemdocs/', exists)).toEqual({ type: 'redirect', location: '/chemdocs/docs/x' })
    expect(resolveRequest('/docs/x', '/chemdocs/', exists)).toEqual({ type: 'not-found' })
  })
})

describe('resolveRequest on any request path (property)', () => {
  const piece = fc.oneof(
    fc.constantFrom('/', '.', '..', '%2e', '%2F', '%5C', '\\', '%00', '%09', '%0D%0A', '%7F', '%E4%B8%AD', '%C3%A9', '%F0%9F%98%80', '%ED%A0%80', '%', 'index.html', '.html', 'evil.example', '?', '#', 'docs', 'x'),
    fc.string({ maxLength: 3 }),
  )
  it('never throws, and redirects only to a same-site path of printable ASCII', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }).map((p) => '/' + p.join('')), fc.constantFrom('/', '/base/'), (raw, base) => {
        const r = resolveRequest(raw, base, exists)
        if (r.type !== 'redirect') return
        expect(r.location).toMatch(/^\/[\x21-\x7e]*$/)
        expect(r.location).not.toMatch(/^\/[\\/]|^\/%2f|^\/%5c/i)
        expect(r.location.startsWith(base === '/' ? '/' : '/base')).toBe(true)
      }),
      { numRuns: 3000 },
    )
  })
})

describe('createSiteHandler', () => {
  let server: Server
  let origin: string
  beforeAll(async () => {
    server = createServer(createSiteHandler((f) => FILES.get(f), '/', { transformHtml: (h) => h.replace('<head>', '<head><meta name="x">') }))
    origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('stays up and answers with an encoded Location for any .html path (one request killed it)', async () => {
    const port = Number(new URL(origin).port)
    for (const target of ['/%E4%B8%AD.html', '/docs/%E4%B8%AD/index.html', '/%F0%9F%98%80/index.html', '/a%0d%0aSet-Cookie:%20x=1.html', '/a%7f.html', '/docs/caf%C3%A9/index.html', '/%09/evil.example/x.html']) {
      const res = await rawRequest(port, 'GET', target, { Host: '127.0.0.1' })
      expect([301, 404], target).toContain(res.status)
      expect(res.head, target).toMatch(/^[\x20-\x7e\r\n]*$/)
      expect(res.head, target).not.toMatch(/Set-Cookie|evil\.example/i)
      expect((await fetch(`${origin}/docs/x`)).status, `after ${target}`).toBe(200)
    }
  })

  it('sends content types, caching headers and nosniff', async () => {
    const js = await fetch(`${origin}/assets/app.0123abcd.js`)
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(js.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await fetch(`${origin}/assets/entry.D3O4WMW4.js`)).headers.get('cache-control')).toContain('immutable')
    const json = await fetch(`${origin}/assets/site.json`)
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(json.headers.get('cache-control')).toBe('no-cache')
    expect((await fetch(`${origin}/img/dot.svg`)).headers.get('content-type')).toBe('image/svg+xml')
  })

  it('sends nosniff with every answer: a redirect, a refused method and a 404 with no 404 page too', async () => {
    const redirect = await fetch(`${origin}/docs/x/index.html`, { redirect: 'manual' })
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get('x-content-type-options')).toBe('nosniff')
    const post = await fetch(`${origin}/docs/x`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('x-content-type-options')).toBe('nosniff')
    const bare = createServer(createSiteHandler((f) => (f === '404.html' ? undefined : FILES.get(f)), '/'))
    const at = `http://127.0.0.1:${await listen(bare, 0, '127.0.0.1')}`
    try {
      const missing = await fetch(`${at}/nowhere`)
      expect([missing.status, await missing.text()]).toEqual([404, 'Not found'])
      expect(missing.headers.get('x-content-type-options')).toBe('nosniff')
    } finally {
      await new Promise<void>((r) => bare.close(() => r()))
    }
  })

  it('gzips text of 1 KB or more for clients that accept it, never images or small files', async () => {
    const raw = (url: string, encoding?: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        get(`${origin}${url}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
          const parts: Buffer[] = []
          res.on('data', (c: Buffer) => parts.push(c)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }))
        }).on('error', reject)
      })
    const big = FILES.get('assets/big.89abcdef.js')!
    for (let i = 0; i < 2; i++) {
      const zipped = await raw('/assets/big.89abcdef.js', 'gzip, br')
      expect(zipped.headers['content-encoding']).toBe('gzip')
      expect(zipped.headers.vary).toBe('Accept-Encoding')
      expect(Number(zipped.headers['content-length'])).toBe(zipped.body.byteLength)
      expect(gunzipSync(zipped.body).toString()).toBe(big)
    }
    const plain = await raw('/assets/big.89abcdef.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(big)
    expect((await raw('/img/photo.png', 'gzip')).headers['content-encoding']).toBeUndefined()
    expect((await raw('/assets/app.0123abcd.js', 'gzip')).headers['content-encoding']).toBeUndefined()
    // A client that refuses gzip by weight gets the plain bytes (probe N8: gzip;q=0 was gzipped).
    for (const refusal of ['gzip;q=0, identity', 'identity, *;q=0', 'GZIP; q=0.000']) {
      const res = await raw('/assets/big.89abcdef.js', refusal)
      expect(res.headers['content-encoding'], refusal).toBeUndefined()
      expect(res.body.toString(), refusal).toBe(big)
    }
  })

  it("sends a page's own Content-Security-Policy as a header too, which covers the whole document", async () => {
    expect((await fetch(`${origin}/`)).headers.get('content-security-policy')).toBe(`${pagePolicy(["'sha256-abc='"])}`)
  })

  it('sends a Content-Security-Policy with every other response: no inline script anywhere, documents not made by chemdocs sandboxed', async () => {
    const policy = async (url: string, init?: RequestInit) => (await fetch(`${origin}${url}`, { redirect: 'manual', ...init })).headers.get('content-security-policy')
    for (const url of ['/img/evil.svg', '/legacy.html', '/docs/x', '/loose.html']) expect(await policy(url), url).toBe(filePolicy(true))
    expect(filePolicy(true)).toMatch(/; sandbox allow-popups allow-popups-to-escape-sandbox allow-downloads$/)
    for (const url of ['/assets/app.0123abcd.js', '/assets/site.json', '/img/photo.png']) expect(await policy(url), url).toBe(filePolicy(false))
    expect(filePolicy(false)).toMatch(/script-src 'self';/) // the site's own scripts, none inline
    // The 404 page here has no policy of its own; redirects and refusals carry one too.
    expect(await policy('/no/such/page')).toBe(filePolicy(true))
    expect(await policy('/docs/x/index.html')).toBe(filePolicy(true))
    expect(await policy('/docs/x', { method: 'POST' })).toBe(filePolicy(true))
  })

  it('serves the 404 page with status 404, rewrites HTML and redirects .html paths', async () => {
    const missing = await fetch(`${origin}/no/such/page`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('<head><meta name="x">')
    const redirect = await fetch(`${origin}/docs/x/index.html`, { redirect: 'manual' })
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get('location')).toBe('/docs/x')
  })

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await fetch(`${origin}/docs/x`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0)
    const post = await fetch(`${origin}/docs/x`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('readFromDir', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-read-'))
    mkdirSync(path.join(dir, 'site/docs'), { recursive: true })
    writeFileSync(path.join(dir, 'secret.txt'), 'secret')
    writeFileSync(path.join(dir, 'site/index.html'), 'home')
    symlinkSync(path.join(dir, 'secret.txt'), path.join(dir, 'site/link.txt'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('answers every traversal attempt under a base path with 404, in any encoding, and never sends what lies outside', async () => {
    const server = createServer(createSiteHandler(readFromDir(path.join(dir, 'site')), '/chemdocs/'))
    const port = await listen(server, 0, '127.0.0.1')
    try {
      expect((await rawGet(port, '/chemdocs/')).status).toBe(200)
      const attempts = [
        '/chemdocs/../secret.txt',
        '/chemdocs/%2e%2e/secret.txt',
        '/chemdocs/%2e%2e%2fsecret.txt',
        '/chemdocs/%2e%2e%5csecret.txt',
        '/chemdocs/..%5csecret.txt',
        '/chemdocs/%252e%252e/secret.txt',
        '/chemdocs/%252e%252e%252fsecret.txt',
        '/chemdocs/..%c0%afsecret.txt',
        '/chemdocs/%c0%ae%c0%ae/secret.txt',
        '/chemdocs/%c0%af..%c0%afsecret.txt',
        '/chemdocs/.%2e/secret.txt',
        '/chemdocs/docs/../../secret.txt',
        '/chemdocs%2f..%2fsecret.txt',
        '/chemdocs/%u002e%u002e/secret.txt',
        '/chemdocs/..;/secret.txt',
        '/chemdocs/link.txt',
        '/secret.txt',
        '/chemdocs/%00../secret.txt',
      ]
      for (const target of attempts) {
        const res = await rawGet(port, target)
        expect(res.status, target).toBe(404)
        expect(res.body, target).not.toContain('secret')
      }
    } finally {
      await new Promise<void>((r) => server.close(() => r()))
    }
  })

  it('reads files inside the folder only', () => {
    const read = readFromDir(path.join(dir, 'site'))
    expect(read('index.html')?.toString()).toBe('home')
    expect(read('../secret.txt')).toBeUndefined()
    expect(read('link.txt')).toBeUndefined()
    expect(read('docs')).toBeUndefined()
    expect(read('')).toBeUndefined()
    expect(read('/etc/passwd')).toBeUndefined()
  })
})
