import { describe, expect, it } from 'vitest'
import { addBaseUrl } from '../../../../templates/mdx/use-base-url.js'

describe('addBaseUrl (useBaseUrl)', () => {
  it('puts the base in front of site paths, once, and leaves URLs, anchors and empty strings alone', () => {
    expect(addBaseUrl('/chem/', '/img/a.png')).toBe('/chem/img/a.png')
    expect(addBaseUrl('/chem/', 'img/a.png')).toBe('/chem/img/a.png')
    expect(addBaseUrl('/chem/', '/chem/img/a.png')).toBe('/chem/img/a.png')
    expect(addBaseUrl('/chem/', '/')).toBe('/chem/')
    expect(addBaseUrl('/', '/img/a.png')).toBe('/img/a.png')
    for (const url of ['https://example.org/a', '//cdn.example.org/a', 'mailto:x@example.org', '#top', '']) expect(addBaseUrl('/chem/', url)).toBe(url)
  })

  it('prepends the base even to a path that starts with it when forced', () => {
    expect(addBaseUrl('/chem/', '/chem/x', { forcePrependBaseUrl: true })).toBe('/chem/chem/x')
  })
})
