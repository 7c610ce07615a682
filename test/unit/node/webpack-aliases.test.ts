import { describe, expect, it } from 'vitest'
import { aliasesOf, aliasFilter, aliasTargets, stubWebpackConfig, webpackLeftovers } from '../../../src/node/docusaurus/webpack-aliases.js'
import { siteLoaderRules } from '../../../src/node/docusaurus/webpack-loaders.js'

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

  it('reads resolve.fallback as fallbacks, in both forms', () => {
    expect(aliasesOf({ resolve: { fallback: { crypto: '/site/crypto-browserify.js', fs: false } } })).toEqual([
      { name: 'crypto', exact: false, targets: ['/site/crypto-browserify.js'], fallback: true },
      { name: 'fs', exact: false, targets: [], fallback: true },
    ])
    expect(aliasesOf({ resolve: { fallback: [{ name: 'stream', alias: '/site/stream-browserify.js' }] } })).toEqual([{ name: 'stream', exact: false, targets: ['/site/stream-browserify.js'], fallback: true }])
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
    // resolve.alias and resolve.fallback are taken (aliasesOf); resolve.extensions is not.
    expect(webpackLeftovers(handed, { resolve: { alias: {}, fallback: {}, extensions: ['.mjs'] }, module: { rules: [] }, devServer: {}, optimization: {} })).toEqual(['plugins', 'resolve.extensions', 'module.rules', 'optimization'])
    expect(webpackLeftovers(stubWebpackConfig(), undefined)).toEqual([])
  })
})

describe("webpack rules of the site's own loaders", () => {
  it('takes rules whose loaders are all files of the site, in order, and counts the others', () => {
    const read = siteLoaderRules(
      [
        { test: /\.jsx$/, loader: './loaders/a.cjs', options: { x: 1 }, enforce: 'pre' },
        { test: /\.md$/, use: ['/site/loaders/b.cjs', { loader: './loaders/c.cjs', options: { y: 2 } }] },
        { test: /\.csv$/, use: 'raw-loader' },
        { test: /\.js$/, include: '/site/src', loader: './loaders/a.cjs' },
        { test: /\.js$/, loader: '/site/node_modules/x/loader.js' },
        { test: '.js', loader: './loaders/a.cjs' },
      ],
      '/site',
    )
    expect(read).toEqual({
      rules: [
        { test: { source: '\\.jsx$', flags: '' }, loaders: [{ file: '/site/loaders/a.cjs', options: { x: 1 } }] },
        { test: { source: '\\.md$', flags: '' }, loaders: [{ file: '/site/loaders/b.cjs' }, { file: '/site/loaders/c.cjs', options: { y: 2 } }] },
      ],
      others: 4,
    })
  })
})
