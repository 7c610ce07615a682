import { describe, expect, it } from 'vitest'
import { formatDiagnostics } from '../src/node/logger.js'
import { buildFixture } from './helpers.js'

describe('head-tags-and-csp-allowances: headTags, scripts and the origins a site allows', () => {
  it('puts headTags and allowed scripts in every head, allows the origins in the CSP and warns once about a script whose origin is not allowed', async () => {
    const { writer, diagnostics } = await buildFixture('head-tags-and-csp-allowances')
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/head-tags-and-csp-allowances/site.config.ts
        test/fixtures/head-tags-and-csp-allowances/site.config.ts:12:3  warning  scripts.2: the script https://tracker.example.com/t.js is not loaded, as its origin https://tracker.example.com is not allowed; add 'https://tracker.example.com' to csp.scriptSrc (in a Docusaurus config: customFields.chemdocs.csp.scriptSrc) to load it, and the site is then no longer offline  unsupported-config

      ⚠ 1 warning"
    `)
    for (const file of ['docs/index.html', 'docs/video/index.html', 'index.html', '404.html']) {
      const html = writer.read(file)!
      expect(html).toContain('<meta name="robots" content="noindex">')
      expect(html).toContain(`<script>document.documentElement.dataset.headTag = 'ran'</script>`)
      expect(html).toContain('<script src="/js/own.js" defer></script><script src="https://stats.example.net/script.js" defer></script>')
      expect(html).not.toContain('tracker.example.com')
      const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)![1]!.replace(/&#39;/g, "'")
      expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+ https:\/\/stats\.example\.net;/)
      expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com;")
    }
  })
})
