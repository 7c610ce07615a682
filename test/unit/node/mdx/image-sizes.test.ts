import { describe, expect, it } from 'vitest'
import { addImageSizes } from '../../../../src/node/transform/mdx/image-sizes.js'

const sizes = new Map([['/assets/img/a.png?x=1&y=2', { width: 64, height: 32 }], ['/assets/img/b.png', {}]])

describe('addImageSizes', () => {
  it('adds width and height to images whose URL has a known size (attribute escaping included)', () => {
    expect(addImageSizes('<p><img src="/assets/img/a.png?x=1&amp;y=2" alt="a"/></p>', sizes)).toBe('<p><img width="64" height="32" src="/assets/img/a.png?x=1&amp;y=2" alt="a"/></p>')
  })

  it('leaves unknown images, images without a size and images that set their own size alone', () => {
    const html = '<img src="/other.png"/><img src="/assets/img/b.png"/><img width="10" src="/assets/img/a.png?x=1&amp;y=2"/>'
    expect(addImageSizes(html, sizes)).toBe(html)
  })

  it('leaves island HTML exactly as the component renders it, since the browser hydrates it', () => {
    const island = '<chemdocs-island data-island="x"><img src="/assets/img/a.png?x=1&amp;y=2"/></chemdocs-island>'
    expect(addImageSizes(`${island}<img src="/assets/img/a.png?x=1&amp;y=2"/>`, sizes)).toBe(`${island}<img width="64" height="32" src="/assets/img/a.png?x=1&amp;y=2"/>`)
  })
})
