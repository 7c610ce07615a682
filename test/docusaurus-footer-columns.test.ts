import { beforeAll, describe, expect, it } from 'vitest'
import { buildFixture } from './helpers.js'

describe("docusaurus-footer-columns: themeConfig.footer's columns and HTML copyright, as Docusaurus shows them", () => {
  let html = ''

  beforeAll(async () => {
    const built = await buildFixture('docusaurus-footer-columns')
    expect(built.diagnostics).toEqual([])
    html = built.writer.files.get('docs/scale/index.html')?.toString() ?? ''
  })

  it('shows each column with its title and its links, in Docusaurus markup for Infima to lay out', () => {
    const footer = /<footer class="footer footer--dark">([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? ''
    const columns = [...footer.matchAll(/<div class="col footer__col"><div class="footer__title">(.*?)<\/div><ul class="footer__items clean-list">(.*?)<\/ul><\/div>/g)]
    expect(columns.map((c) => c[1])).toEqual(['Docs', 'Community'])
    expect(columns[0]![2]).toContain('<li class="footer__item"><a class="footer__link-item" href="/docs/scale">Reading the scale</a></li>')
    expect(columns[1]![2]).toMatch(/<li class="footer__item"><a [^>]*href="https:\/\/forum\.example\.org" target="_blank" rel="noopener noreferrer">Forum<svg class="icon footer__external-icon" aria-hidden="true" focusable="false"><use href="#chemdocs-icon-external-link"><\/use><\/svg><\/a>/)
    expect(columns[1]![2]).toContain('<li class="footer__item"><span class="badge">Lab badge</span></li>')
  })

  it('renders the copyright as HTML', () => {
    expect(html).toContain('<div class="footer__bottom text--center"><div class="footer__copyright">Copyright © Burette team. Built with <a href="https://example.org/tool">a tool</a>.</div></div>')
  })
})

describe('footer-columns-site-config: a chemdocs site gets the same columns from site.config.ts', () => {
  it('shows the titled columns in the light style, the copyright as text', async () => {
    const built = await buildFixture('footer-columns-site-config')
    expect(built.diagnostics).toEqual([])
    const html = built.writer.files.get('docs/index.html')?.toString() ?? ''
    expect(html).toContain('<footer class="footer"><div class="container container-fluid"><div class="row footer__links"><div class="col footer__col"><div class="footer__title">Guide</div>')
    expect(html).toContain('<div class="footer__title">Elsewhere</div>')
    expect(html).toContain('<p class="footer__copyright">Sieve team &amp; friends</p></div></footer>')
  })
})
