import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServe, type ServeProcess } from './e2e/serve-helpers.js'

// `chemdocs serve` follows the site's folders that appear after it started (issue 31): the
// stylesheet src/css/custom.css and the components folder src/components, with no restart.
let serve: ServeProcess
beforeAll(async () => {
  serve = await startServe('serve-live-reload')
})
afterAll(async () => {
  expect(await serve?.stop()).toBe(0)
})

const get = async (url: string) => (await fetch(serve.origin + url)).text()
/** The site's custom stylesheet as served now ('' while the pages link none). */
async function customCss(): Promise<string> {
  const url = /<link rel="stylesheet" href="(\/assets\/custom[^"]*\.css)"/.exec(await get('/docs'))?.[1]
  return url ? get(url) : ''
}
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(serve.dir, file)), { recursive: true })
  writeFileSync(path.join(serve.dir, file), text)
}
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 200 })

describe('chemdocs serve and folders made while it runs', () => {
  it('links src/css/custom.css once it is made, and serves each edit of it fresh', async () => {
    expect(await customCss()).toBe('')
    write('src/css/custom.css', '.probe-first { color: red; }\n')
    await poll(customCss).toContain('.probe-first')
    write('src/css/custom.css', '.probe-second { color: blue; }\n')
    await poll(customCss).toContain('.probe-second')
    expect(await customCss()).not.toContain('.probe-first')
  })

  it('makes the components of a new src/components usable in pages, and follows their edits', async () => {
    write('src/components/Greeting.tsx', 'export default function Greeting() {\n  return <b className="greeting">Hello</b>\n}\n')
    write('docs/guide/hello.mdx', '---\ntitle: Hello\ndescription: A page that greets with a component of the components folder.\n---\n\n<Greeting />\n')
    await poll(() => get('/docs/guide/hello')).toContain('<b class="greeting">Hello</b>')
    write('src/components/Greeting.tsx', 'export default function Greeting() {\n  return <b className="greeting">Welcome</b>\n}\n')
    await poll(() => get('/docs/guide/hello')).toContain('<b class="greeting">Welcome</b>')
  })
})
