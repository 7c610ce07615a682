import { describe, expect, it } from 'vitest'
import { configSchema } from '../../../src/node/config/config-schema.js'

const search = configSchema.shape.search

describe('search options', () => {
  it('default to 8 results, 50-character snippets, docs and pages indexed and no blog', () => {
    expect(search.parse(undefined)).toMatchObject({ resultLimit: 8, contextMaxLength: 50, indexDocs: true, indexPages: true, indexBlog: false })
    expect(search.parse({ indexBlog: false }).indexBlog).toBe(false)
  })

  it('take indexBlog: true (posts of the blog option are then searched) and refuse what is not a boolean', () => {
    expect(search.parse({ indexBlog: true }).indexBlog).toBe(true)
    const result = search.safeParse({ indexBlog: 'yes' })
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['indexBlog'])
  })
})
