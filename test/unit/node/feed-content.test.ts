import { describe, expect, it } from 'vitest'
import { feedHtml, srcsetCandidates } from '../../../src/node/write/feed-content.js'

const post = 'https://example.org/lab/blog/2024/04/01/links'

describe("feedHtml: a post's HTML as a feed reader gets it", () => {
  it("resolves links' href and images' src and srcset against the post's URL, as Docusaurus' feed does", () => {
    expect(feedHtml('<p><a href="#part">part</a> <a href="older">older</a> <a href="/lab/docs/intro">intro</a> <a href="//cdn.example.com/x">cdn</a> <a href="mailto:lab@example.org">mail</a></p>', post)).toBe(
      '<p><a href="https://example.org/lab/blog/2024/04/01/links#part">part</a> <a href="https://example.org/lab/blog/2024/04/01/older">older</a> <a href="https://example.org/lab/docs/intro">intro</a> <a href="https://cdn.example.com/x">cdn</a> <a href="mailto:lab@example.org">mail</a></p>',
    )
    expect(feedHtml('<img src="/lab/img/a.png" srcset="/lab/img/a.png 1x, /lab/img/b.png 2x" alt="">', post)).toBe('<img src="https://example.org/lab/img/a.png" srcset="https://example.org/lab/img/a.png 1x, https://example.org/lab/img/b.png 2x" alt="">')
  })

  it('leaves the URLs of other elements, a link without href, and one no URL parser reads as they are', () => {
    expect(feedHtml('<a name="top">top</a><video src="/lab/v.mp4"></video><a href="http://[bad">bad</a>', post)).toBe('<a name="top">top</a><video src="/lab/v.mp4"></video><a href="http://[bad">bad</a>')
  })

  it("drops the external-link icon and the screen-reader text the page's outside links carry, which a feed reader would show", () => {
    const link = '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">out<svg class="icon external-icon" aria-hidden="true"><use href="#chemdocs-icon-external-link"></use></svg><span class="sr-only"> (opens in new tab)</span></a>'
    expect(feedHtml(link, post)).toBe('<a href="https://example.com/" target="_blank" rel="noopener noreferrer">out</a>')
  })
})

describe('srcsetCandidates', () => {
  it("splits a srcset as browsers do: commas inside a URL (data:) stay, a comma ending one ends its candidate", () => {
    expect(srcsetCandidates(' a.png 1x,b.png  2x , data:image/png;base64,AAA= 3x,c.png,d.png 480w')).toEqual([
      { url: 'a.png', descriptor: '1x' },
      { url: 'b.png', descriptor: '2x' },
      { url: 'data:image/png;base64,AAA=', descriptor: '3x' },
      { url: 'c.png,d.png', descriptor: '480w' },
    ])
    expect(srcsetCandidates('a.png, b.png 2x')).toEqual([{ url: 'a.png', descriptor: '' }, { url: 'b.png', descriptor: '2x' }])
  })
})
