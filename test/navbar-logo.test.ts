import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { loadConfig } from '../src/node/config/config.js'
import { MemoryWriter } from '../src/node/write/write.js'

// The navbar's logo: chemdocs' 32 px mark, or the image with its dark twin, alt text, link and
// size, as a Docusaurus `themeConfig.navbar.logo` gives them.
const work = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-logo-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

let n = 0
async function brandOf(files: Record<string, string>): Promise<string> {
  const dir = path.join(work, `site-${n++}`)
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>\n'
  for (const [rel, contents] of Object.entries({ 'docs/index.md': '# Home\n\nThe first page.\n', 'static/img/mark.svg': svg, 'static/img/mark-dark.svg': svg, ...files })) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    writeFileSync(path.join(dir, rel), contents)
  }
  const writer = new MemoryWriter()
  await build(await loadConfig(dir), { mode: 'production', writer })
  return /<a [^>]*class="navbar__brand">[\s\S]*?<\/a>/.exec(writer.read('docs/index.html')!)![0]
}

describe('the navbar logo', () => {
  it("is chemdocs' 32 px mark beside the title for a path, with an empty alt (the title says it)", async () => {
    const brand = await brandOf({ 'site.config.ts': "export default { title: 'Lab', url: 'https://example.org', logo: '/img/mark.svg' }\n" })
    expect(brand).toBe('<a href="/" class="navbar__brand"><div class="navbar__logo"><img src="/img/mark.svg" alt="" width="32" height="32"/></div><b class="navbar__title">Lab</b></a>')
  })

  it('takes a dark image, alt text, link and size from the object form', async () => {
    const brand = await brandOf({
      'site.config.ts': "export default { title: 'Lab', url: 'https://example.org', logo: { src: '/img/mark.svg', srcDark: '/img/mark-dark.svg', alt: 'Lab mark', href: '/docs', width: 40 } }\n",
    })
    expect(brand).toBe(
      '<a href="/docs" class="navbar__brand"><div class="navbar__logo"><img src="/img/mark.svg" class="themed-image themed-image--light" alt="Lab mark" width="40"/><img src="/img/mark-dark.svg" class="themed-image themed-image--dark" alt="Lab mark" width="40"/></div><b class="navbar__title">Lab</b></a>',
    )
  })

  it('stands alone, named by the site title, on a Docusaurus navbar without a title', async () => {
    const brand = await brandOf({ 'docusaurus.config.js': "module.exports = { title: 'Buffer Recipes', url: 'https://example.org', baseUrl: '/', themeConfig: { navbar: { logo: { src: 'img/mark.svg' } } } }\n" })
    expect(brand).toBe('<a href="/" class="navbar__brand"><div class="navbar__logo"><img src="/img/mark.svg" alt="Buffer Recipes"/></div></a>')
  })
})
