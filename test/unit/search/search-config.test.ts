import { describe, expect, it } from 'vitest'
import { configSchema } from '../../../src/node/config/config-schema.js'

const search = configSchema.shape.search

describe('search options', () => {
  it('default to 8 results, 50-character snippets, docs and pages indexed and no blog', () => {
    expect(search.parse(undefined)).toMatchObject({ resultLimit: 8, contextMaxLength: 50, indexDocs: true, indexPages: true, indexBlog: false })
    expect(search.parse({ indexBlog: false }).indexBlog).toBe(false)
  })

  it('refuse indexBlog: true, since there is no blog to index', () => {
    const result = search.safeParse({ indexBlog: true })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['indexBlog', 'chemdocs has no blog to index: leave indexBlog out or set it to false']])
  })
})
