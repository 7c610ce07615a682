import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { acceptsGzip } from '../../../src/node/serve/accept-encoding.js'

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['x-gzip', true],
    ['*', true],
    ['GZip', true],
    [undefined, false],
    ['', false],
    ['identity', false],
    ['br', false],
    // Refusals by weight (the word alone was taken as consent).
    ['gzip;q=0, identity', false],
    ['gzip; q=0.000', false],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['br, *;q=0', false],
    ['gzip;q=banana', false],
    ['gzip;q=2', false],
    [['br', 'gzip'], true],
  ] as const)('%j -> %s', (header, expected) => {
    expect(acceptsGzip(header as string | string[] | undefined)).toBe(expected)
  })

  it('never gzips for a header whose gzip entry weighs 0, whatever surrounds it (property)', () => {
    const coding = fc.constantFrom('br', 'deflate', 'identity', 'zstd', 'compress')
    const entry = fc.tuple(coding, fc.option(fc.constantFrom('0', '0.5', '1'), { nil: undefined })).map(([c, q]) => (q === undefined ? c : `${c};q=${q}`))
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), fc.array(entry, { maxLength: 5 }), (before, after) => {
        expect(acceptsGzip([...before, 'gzip;q=0', ...after].join(', '))).toBe(false)
      }),
      { numRuns: 500 },
    )
  })
})
