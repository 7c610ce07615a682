import { describe, expect, it } from 'vitest'
import { escapeHeadingIds } from '../../../../src/node/transform/mdx/compile-mdx.js'

describe('escapeHeadingIds', () => {
  it('escapes the braces of a heading id so MDX keeps them as text', () => {
    expect(escapeHeadingIds('## Install {#install}\n')).toBe('## Install \\{#install\\}\n')
  })

  it('leaves expressions in prose and headings without an id alone', () => {
    const text = 'Version {version}\n\n## Plain\n\n{#not-a-heading}'
    expect(escapeHeadingIds(text)).toBe(text)
  })
})
