import { describe, expect, it } from 'vitest'
import { indexUrlOf } from '../../../src/client/search-location.js'

describe('indexUrlOf', () => {
  it('resolves the index file against the base URL', () => {
    expect(indexUrlOf({ baseUrl: 'http://127.0.0.1:3000/', version: 'current', file: 'assets/search-index.0a1b2c3d.json' })).toBe('http://127.0.0.1:3000/assets/search-index.0a1b2c3d.json')
    expect(indexUrlOf({ baseUrl: 'https://example.org/chemdocs/', version: 'current', file: 'assets/i.json' })).toBe('https://example.org/chemdocs/assets/i.json')
  })

  it('refuses a file on another origin', () => {
    for (const file of ['//elsewhere.example/i.json', 'https://elsewhere.example/i.json']) {
      expect(() => indexUrlOf({ baseUrl: 'https://example.org/', version: 'current', file })).toThrow('search index of version current is on another origin: https://elsewhere.example/i.json')
    }
  })
})
