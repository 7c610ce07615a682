import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptSchemeOf } from '../../../src/node/script-url.js'

describe('scriptSchemeOf', () => {
  it.each([
    ['javascript:alert(1)', 'javascript'],
    ['JaVaScRiPt:alert(1)', 'javascript'],
    [' \u0001javascript:x', 'javascript'],
    ['java\tscr\nipt:x', 'javascript'],
    ['vbscript:msgbox', 'vbscript'],
    ['data:text/html,<b>x', 'data'],
    ['https://example.org/javascript:x', undefined],
    ['./javascript:x.md', undefined],
    ['/docs/data:x', undefined],
    ['#javascript:', undefined],
    ['mailto:a@b.example', undefined],
    ['', undefined],
  ])('%j -> %s', (url, scheme) => {
    expect(scriptSchemeOf(url)).toBe(scheme)
  })

  it('finds javascript: however its letters are cased and whatever tabs, newlines and leading controls the URL parser drops (property)', () => {
    const dropped = fc.constantFrom('', '\t', '\n', '\r')
    const letter = (c: string) => fc.tuple(fc.boolean(), dropped).map(([upper, junk]) => (upper ? c.toUpperCase() : c) + junk)
    const written = fc.tuple(fc.stringMatching(/^[\x00-\x20]{0,3}$/), ...[...'javascript'].map(letter), fc.string({ maxLength: 10 })).map(([lead, ...rest]) => `${lead}${rest.slice(0, -1).join('')}:${rest[rest.length - 1]}`)
    fc.assert(fc.property(written, (url) => scriptSchemeOf(url) === 'javascript'), { numRuns: 1000 })
  })
})
