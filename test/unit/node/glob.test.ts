import { describe, expect, it } from 'vitest'
import { globToRegExp } from '../../../src/node/collect/glob.js'

describe('globToRegExp: the globs of Docusaurus\' exclude option', () => {
  const matches = (glob: string, paths: string[]) => paths.filter((p) => globToRegExp(glob).test(p))
  it('spans folders with ** and stays within one with * and ?', () => {
    expect(matches('tutorial/**', ['tutorial/a.md', 'tutorial/x/b.mdx', 'tutorials/a.md', 'guide/tutorial/a.md'])).toEqual(['tutorial/a.md', 'tutorial/x/b.mdx'])
    expect(matches('**/to-use/**', ['to-use/a.md', 'x/y/to-use/b.md', 'x/to-user/b.md'])).toEqual(['to-use/a.md', 'x/y/to-use/b.md'])
    expect(matches('*.test.md', ['a.test.md', 'x/a.test.md'])).toEqual(['a.test.md'])
    expect(matches('**/_*.{md,mdx}', ['_a.md', 'x/_b.mdx', 'x/_c.js', 'x/d.md'])).toEqual(['_a.md', 'x/_b.mdx'])
    expect(matches('draft?.md', ['draft1.md', 'draft12.md'])).toEqual(['draft1.md'])
  })
})
