import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/node/config/config.js'
import { createSearchCache, indexSearch, isStaleSearchFile, refreshSearchIndex } from '../../../src/node/search/search-cache.js'
import type { SearchSource } from '../../../src/node/types.js'
import { FIXTURES } from '../../helpers.js'

// The search stage's own cache: what `chemdocs serve` indexes again after an edit, and when.
const config = await loadConfig(path.join(FIXTURES, 'basic-site'))

function source(text: string, heading = 'Usage'): SearchSource {
  return { route: '/docs/drill', title: 'Drill', description: '', keywords: [], breadcrumb: [], type: 'doc', sections: [{ heading, hash: '#usage', text }] }
}

const textOf = (files: { contents: string | Uint8Array }[]) => files.map((f) => String(f.contents)).join('')

describe('the search stage cache', () => {
  it('in dev, keeps the index of a text-only edit until it is requested, then indexes the new text', () => {
    const cache = createSearchCache()
    const first = indexSearch([source('turns clockwise')], config, 'dev', cache)
    const file = first.files[0]!.path
    expect(file).toBe('assets/search-index.json') // dev names carry no hash: the page need not change

    const second = indexSearch([source('turns anticlockwise')], config, 'dev', cache)
    expect(second).toBe(first)
    expect(isStaleSearchFile(cache, file)).toBe(true)
    const refreshed = refreshSearchIndex(config, cache)!
    expect(textOf(refreshed)).toContain('anticlockwise')
    expect(isStaleSearchFile(cache, file)).toBe(false)
    expect(refreshSearchIndex(config, cache)).toBeUndefined()
  })

  it('indexes again at once when a heading changes, and in production for any change', () => {
    const dev = createSearchCache()
    indexSearch([source('turns clockwise')], config, 'dev', dev)
    expect(textOf(indexSearch([source('turns clockwise', 'Safety')], config, 'dev', dev).files)).toContain('Safety')
    expect(isStaleSearchFile(dev, 'assets/search-index.json')).toBe(false)

    const production = createSearchCache()
    const first = indexSearch([source('turns clockwise')], config, 'production', production)
    const second = indexSearch([source('turns anticlockwise')], config, 'production', production)
    expect(second.files[0]!.path).not.toBe(first.files[0]!.path)
    expect(textOf(second.files)).toContain('anticlockwise')
    expect(indexSearch([source('turns anticlockwise')], config, 'production', production)).toBe(second)
  })
})
