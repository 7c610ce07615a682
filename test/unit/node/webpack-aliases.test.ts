import { describe, expect, it } from 'vitest'
import { aliasesOf, aliasFilter, aliasTargets, stubWebpackConfig, webpackLeftovers } from '../../../src/node/docusaurus/webpack-aliases.js'

describe('webpack aliases as a plugin sets them', () => {
  const aliases = aliasesOf({ resolve: { alias: { '/snippets': '/site/snippets', 'units$': '/site/units.js', lodash: false, shared: ['/a/shared', '/b/shared'] } } })

  it('reads the object form: `$` keys exact, false an empty module, a list of targets in order', () => {
    expect(aliases).toEqual([
      { name: '/snippets', exact: false, targets: ['/site/snippets'] },
      { name: 'units', exact: true, targets: ['/site/units.js'] },
      { name: 'lodash', exact: false, targets: [] },
      { name: 'shared', exact: false, targets: ['/a/shared', '/b/shared'] },
    ])
  })

  it("reads webpack's list form (onlyModule is the `$`)", () => {
    expect(aliasesOf({ resolve: { alias: [{ name: 'units', alias: '/u.js', onlyModule: true }] } })).toEqual([{ name: 'units', exact: true, targets: ['/u.js'] }])
  })

  it('maps an import under a folder alias and the alias itself, and an exact alias only as itself', () => {
    expect(aliasTargets('/snippets/note.mdx', aliases)).toEqual(['/site/snippets/note.mdx'])
    expect(aliasTargets('/snippets', aliases)).toEqual(['/site/snippets'])
    expect(aliasTargets('/snippetsx/note.mdx', aliases)).toBeUndefined()
    expect(aliasTargets('units', aliases)).toEqual(['/site/units.js'])
    expect(aliasTargets('units/si', aliases)).toBeUndefined()
    expect(aliasTargets('shared/x', aliases)).toEqual(['/a/shared/x', '/b/shared/x'])
  })

  it('filters the imports the aliases may take, as esbuild needs', () => {
    const filter = aliasFilter(aliases)!
    expect(['/snippets/a.jsx', 'units', 'lodash/fp', 'shared'].every((s) => filter.test(s))).toBe(true)
    expect(['units/si', '/snippetsx', 'react'].some((s) => filter.test(s))).toBe(false)
    expect(aliasFilter([])).toBeUndefined()
  })

  it('names what else a configureWebpack returns or adds, not the dev server', () => {
    const handed = stubWebpackConfig()
    ;(handed.plugins as unknown[]).push({})
    expect(webpackLeftovers(handed, { resolve: { alias: {}, fallback: {} }, module: { rules: [] }, devServer: {}, optimization: {} })).toEqual(['plugins', 'resolve.fallback', 'module.rules', 'optimization'])
    expect(webpackLeftovers(stubWebpackConfig(), undefined)).toEqual([])
  })
})
