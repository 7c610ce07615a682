import { describe, expect, it } from 'vitest'
import { buildFixture } from './helpers.js'

describe("docusaurus-broken-links-warn: onBrokenLinks: 'warn' applies to the navbar's and footer's links", () => {
  it('reports a navbar or footer link to a missing page as a warning, and builds', async () => {
    const built = await buildFixture('docusaurus-broken-links-warn')
    expect(built.diagnostics.filter((d) => d.ruleId === 'missing-page').map((d) => `${d.severity} ${d.message}`)).toEqual([
      'warning config link "News" points to /blog, which does not exist',
      'warning config link "Filters" points to /docs/filters, which does not exist',
    ])
    expect(built.writer.files.has('docs/funnel/index.html')).toBe(true)
  })
})
