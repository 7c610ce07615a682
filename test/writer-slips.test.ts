import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatDiagnostics } from '../src/node/logger.js'
import { copyFixture, runCli } from './e2e/serve-helpers.js'
import { articleOf, buildFixture } from './helpers.js'

// Slips a writer makes that Docusaurus catches or survives: each must show, not pass silently.

describe('unknown-admonition-warned', () => {
  it('warns at a typo’d `:::name` in Markdown and MDX with the nearest admonition type, and publishes it as text', async () => {
    const { writer, diagnostics } = await buildFixture('unknown-admonition-warned')
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/unknown-admonition-warned/docs/index.md
        test/fixtures/unknown-admonition-warned/docs/index.md:3:1  warning  \`:::tipp\` is not an admonition type (note, tip, info, warning, danger, caution, important), so it is published as text; did you mean \`:::tip\`?  unknown-admonition

      test/fixtures/unknown-admonition-warned/docs/page.mdx
        test/fixtures/unknown-admonition-warned/docs/page.mdx:5:3  warning  \`:::warnin\` is not an admonition type (note, tip, info, warning, danger, caution, important), so it is published as text; did you mean \`:::warning\`?  unknown-admonition
        test/fixtures/unknown-admonition-warned/docs/page.mdx:9:1  warning  \`:::zzz\` is not an admonition type (note, tip, info, warning, danger, caution, important), so it is published as text  unknown-admonition

      ⚠ 3 warnings"
    `)
    const index = articleOf(writer.read('docs/index.html')!)
    expect(index).toContain(':::tipp')
    expect(index).toContain('admonition-tip')
    expect(articleOf(writer.read('docs/page/index.html')!)).toContain(':::warnin[Careful]')
  })
})

describe('mdx-title-keeps-component', () => {
  it('keeps a component in the leading h1 of an MDX page, as the only h1, and titles the page with its text', async () => {
    const { writer, diagnostics } = await buildFixture('mdx-title-keeps-component')
    expect(diagnostics).toEqual([])
    const html = writer.read('docs/cli/index.html')!
    expect(html.match(/<h1[\s>][\s\S]*?<\/h1>/g)).toEqual(['<h1 id="command-line-v2">Command line <span class="badge">v2</span></h1>'])
    expect(html).toContain('<title>Command line v2 | Fixture</title>')
  })
})

describe('url-link-suggests-route', () => {
  it('suggests the page a URL-style link meant, as a route with its anchor, never the linking page itself', async () => {
    const { diagnostics } = await buildFixture('url-link-suggests-route')
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/url-link-suggests-route/docs/guide/intro.md
        test/fixtures/url-link-suggests-route/docs/guide/intro.md:3:6  error  link to \`./api#authentication\` (resolved as /docs/guide/intro/api) points to a page that does not exist; did you mean \`/docs/guide/api#authentication\`?  missing-page
        test/fixtures/url-link-suggests-route/docs/guide/intro.md:3:44  error  link to \`./api#tokns\` (resolved as /docs/guide/intro/api) points to a page that does not exist; did you mean \`/docs/guide/api#tokens\`?  missing-page
        test/fixtures/url-link-suggests-route/docs/guide/intro.md:3:74  error  link to \`./zebra\` (resolved as /docs/guide/intro/zebra) points to a page that does not exist  missing-page

      test/fixtures/url-link-suggests-route/docs/index.md
        test/fixtures/url-link-suggests-route/docs/index.md:3:16  error  link to \`./api#authentication\` (resolved as /docs/api) points to a page that does not exist; did you mean \`/docs/guide/api#authentication\`?  missing-page

      ✖ 4 errors"
    `)
  })
})

describe('docs-root-without-index-404', () => {
  it('links the 404 page and the home page to the first doc when the docs root has no page, so check-links passes', async () => {
    const site = copyFixture('docs-root-without-index-404')
    const build = runCli(['build'], site)
    expect(await build.exited, build.output()).toBe(0)
    const notFound = readFileSync(path.join(site, 'dist/404.html'), 'utf8')
    expect(notFound).toContain('<a href="/manual/start">documentation home</a>')
    expect(readFileSync(path.join(site, 'dist/index.html'), 'utf8')).toContain('href="/manual/start"')
    const check = runCli(['check-links'], site)
    expect(await check.exited, check.output()).toBe(0)
    expect(check.output()).toMatch(/✔ no broken links in the built site/)
  }, 60_000)
})
