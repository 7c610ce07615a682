import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { loadConfig } from '../src/node/config/config.js'
import { BuildFailedError, sortDiagnostics, type Diagnostic } from '../src/node/diagnostics.js'
import { MemoryWriter } from '../src/node/write/write.js'
import { collectSources } from '../src/node/collect/collect.js'
import { MAX_NESTING } from '../src/node/collect/nesting-guard.js'
import { createServer, createSiteHandler, listen, readFromDir } from '../src/node/serve/static-server.js'

/** A throwaway site: files are created per test (binary content and symlinks cannot live in git). */
function makeSite(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-bad-'))
  writeFileSync(path.join(dir, 'site.config.ts'), "export default { title: 'Bad', url: 'https://example.org' }\n")
  const all = { 'docs/index.md': '---\nid: welcome\ntitle: Welcome\n---\n\nHello.\n', ...files }
  for (const [rel, contents] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    writeFileSync(path.join(dir, rel), contents)
  }
  return dir
}

async function buildSite(dir: string): Promise<{ writer: MemoryWriter; diagnostics: Diagnostic[]; failed: boolean }> {
  const config = await loadConfig(dir)
  const writer = new MemoryWriter()
  try {
    const r = await build(config, { mode: 'production', writer })
    return { writer, diagnostics: r.diagnostics, failed: false }
  } catch (e) {
    if (e instanceof BuildFailedError) return { writer, diagnostics: e.diagnostics, failed: true }
    throw e
  }
}

const brief = (ds: Diagnostic[]) => ds.map((d) => `${path.basename(d.file)}:${d.line ?? 0}:${d.column ?? 0} ${d.ruleId}: ${d.message}`)

describe('bad input gets a clear diagnostic', () => {
  it('a docs folder that is a link to / (as serve, which writes no output folder, collects it)', async () => {
    const dir = makeSite({})
    const config = await loadConfig(dir, {})
    const linked = path.join(dir, 'root-link')
    symlinkSync('/', linked)
    expect(() => collectSources({ ...config, docsDir: linked })).toThrow(/docs folder root-link is the root of the file system \(\/\)|is the root of the file system/)
  })

  it('a non-UTF-8 or binary file in docs/', async () => {
    const dir = makeSite({ 'docs/latin1.md': Buffer.from([0x74, 0xe9, 0x74, 0x65, 0x0a]), 'docs/blob.md': Buffer.from([0x00, 0x01, 0x02]) })
    const { failed, diagnostics } = await buildSite(dir)
    expect(failed).toBe(true)
    expect(brief(diagnostics)).toEqual([
      'blob.md:1:1 invalid-encoding: file contains NUL bytes; is it a binary file?',
      'latin1.md:1:1 invalid-encoding: file is not valid UTF-8 text; save it as UTF-8',
    ])
  })

  it('an empty page and a page with only frontmatter are warnings, not crashes', async () => {
    const dir = makeSite({ 'docs/empty.md': '', 'docs/fm.md': '---\ntitle: Only\n---\n' })
    const { failed, diagnostics } = await buildSite(dir)
    expect(failed).toBe(false)
    expect(brief(diagnostics)).toEqual(['empty.md:1:1 empty-page: page is empty', 'fm.md:1:1 empty-page: page has frontmatter but no content'])
  })

  it('symbolic links: loops and broken links are errors, a second path to docs/ pages a warning, shared folders named in the config are followed', async () => {
    const dir = makeSite({
      'docs/sub/page.md': '---\ntitle: Sub\n---\n\nText.\n',
      'docs/b/bee.md': '---\ntitle: Bee\n---\n\nBuzz.\n',
      'shared/common.md': '---\ntitle: Common\n---\n\nShared text.\n',
    })
    symlinkSync(path.join(dir, 'docs'), path.join(dir, 'docs/sub/loop'))
    symlinkSync('.', path.join(dir, 'docs/sub/self'))
    symlinkSync('../b', path.join(dir, 'docs/sub/link-to-b'))
    symlinkSync('./nowhere', path.join(dir, 'docs/dangling'))
    symlinkSync('../shared', path.join(dir, 'docs/shared'))
    symlinkSync('./circle', path.join(dir, 'docs/circle'))
    writeFileSync(path.join(dir, 'site.config.ts'), "export default { title: 'Bad', url: 'https://example.org', sharedFolders: ['shared'] }\n")
    const { failed, diagnostics } = await buildSite(dir)
    expect(failed).toBe(true)
    const real = realpathSync(dir)
    expect(sortDiagnostics(diagnostics).map((d) => `${d.file.replace(dir, '<site>')} ${d.severity} ${d.ruleId}: ${d.message.replace(real, '<site>')}`)).toEqual([
      '<site>/docs/circle error symlink-loop: symbolic link ./circle leads back to itself through links; remove the link',
      '<site>/docs/dangling error broken-symlink: broken symbolic link: its target ./nowhere does not exist',
      '<site>/docs/sub/link-to-b warning duplicate-symlink: symbolic link to <site>/docs/b, which is already part of the docs; it is skipped (link to those pages instead)',
      '<site>/docs/sub/loop error symlink-loop: symbolic link loops back to <site>/docs, a folder that contains it; remove the link',
      '<site>/docs/sub/self error symlink-loop: symbolic link loops back to <site>/docs/sub, a folder that contains it; remove the link',
    ])
    // The shared folder outside docs/ was followed: its page is part of the site.
    const pages = collectSources(await loadConfig(dir)).files.map((f) => f.route)
    expect(pages).toEqual(['/docs/b/bee', '/docs', '/docs/shared/common', '/docs/sub/page'])
  })

  it('a page, a folder or a category file linked from outside the site is an error and never published (secrets, /etc/passwd)', async () => {
    const dir = makeSite({
      'docs/other.md': '# Other\n\nText.\n',
      '.env': 'DATABASE_URL=postgres://admin:hunter2@db/prod\n',
      'outside/leak.md': '# Leak\n\nAKIAFAKESECRET123\n',
      'outside/_category_.yml': 'label: AKIAFAKESECRET123\n',
      'src/pages/about.md': '# About\n\nText.\n',
    })
    symlinkSync('../.env', path.join(dir, 'docs/env.md'))
    symlinkSync('/etc/passwd', path.join(dir, 'docs/passwd.md'))
    symlinkSync('../outside', path.join(dir, 'docs/ext'))
    mkdirSync(path.join(dir, 'docs/cat'))
    writeFileSync(path.join(dir, 'docs/cat/x.md'), '# X\n\nText.\n')
    symlinkSync('../../outside/_category_.yml', path.join(dir, 'docs/cat/_category_.yml'))
    symlinkSync('../../.env', path.join(dir, 'src/pages/env.md'))
    symlinkSync('/etc', path.join(dir, 'src/pages/etc'))
    symlinkSync('../../outside/leak.md', path.join(dir, 'src/pages/leak.md'))
    const { failed, diagnostics, writer } = await buildSite(dir)
    expect(failed).toBe(true)
    expect(brief(diagnostics).map((d) => d.replace(/ outside the site.*/, '').replace(realpathSync(dir), '<site>'))).toEqual([
      '_category_.yml:1:1 outside-site: _category_.yml symbolic link leads to <site>/outside/_category_.yml,',
      'env.md:0:0 outside-site: symbolic link leads to <site>/.env,',
      'ext:0:0 outside-site: symbolic link leads to <site>/outside,',
      'passwd.md:0:0 outside-site: symbolic link leads to /etc/passwd,',
      'env.md:0:0 outside-site: symbolic link leads to <site>/.env,',
      'etc:0:0 outside-site: symbolic link leads to /etc,',
      'leak.md:0:0 outside-site: symbolic link leads to <site>/outside/leak.md,',
    ])
    expect([...writer.files.values()].some((f) => /hunter2|AKIAFAKE|root:x:0/.test(String(f)))).toBe(false)
    // check and serve collect the same way: the links are no pages there either.
    const routes = collectSources(await loadConfig(dir)).files.map((f) => f.route)
    expect(routes).toEqual(['/docs/cat/x', '/docs', '/docs/other', '/about'])
  })

  it('FIFOs, devices and dangling links in the pages folder are reported, never read (a pipe blocked the build for ever)', async () => {
    const dir = makeSite({ 'src/pages/about.md': '# About\n\nText.\n' })
    execFileSync('mkfifo', [path.join(dir, 'src/pages/pipe.md')])
    execFileSync('mkfifo', [path.join(dir, 'docs/_category_.yml')])
    symlinkSync('/nonexistent/x.md', path.join(dir, 'src/pages/dangling.md'))
    const { failed, diagnostics } = await buildSite(dir)
    expect(failed).toBe(true)
    expect(brief(diagnostics)).toEqual([
      '_category_.yml:1:1 unreadable-file: _category_.yml is a named pipe, not a category file; replace it with a regular file',
      'dangling.md:0:0 broken-symlink: broken symbolic link: its target /nonexistent/x.md does not exist',
      'pipe.md:0:0 unreadable-file: pipe.md is a named pipe, not a page file; remove it from the docs folder',
    ])
  })

  it('javascript:, vbscript: and data: links, however written, are script-url warnings at their place; the page is still built', async () => {
    const dir = makeSite({
      'docs/j.md': [
        '---',
        'custom_edit_url: "JaVaScRiPt:alert(0)"',
        '---',
        '# J',
        '',
        '[a](javascript:alert(1)) [b](&#106;avascript:alert(2)) [c](data:text/html,hi) [d][ref]',
        '',
        '<a href="java&#x09;script:alert(3)">e</a> <form action=" vbscript:x"></form> <a href="https://example.org/javascript:">fine</a>',
        '',
        '![img](data:image/png;base64,iVBORw0KGgo=) `[shown](javascript:void)`',
        '',
        '[ref]: javascript:alert(4)',
        '',
      ].join('\n'),
    })
    const { failed, diagnostics, writer } = await buildSite(dir)
    expect(failed).toBe(false)
    // It was published without a word (probe #34 N22): the content policy blocked the clicks.
    expect(brief(diagnostics).map((d) => d.replace(/ URL: it .*/, ''))).toEqual([
      'j.md:2:18 script-url: frontmatter `custom_edit_url`: link to `JaVaScRiPt:alert(0)` is a `javascript:`',
      'j.md:6:1 script-url: link to `javascript:alert(1)` is a `javascript:`',
      'j.md:6:26 script-url: link to `javascript:alert(2)` is a `javascript:`',
      'j.md:6:56 script-url: link to `data:text/html,hi` is a `data:`',
      'j.md:12:1 script-url: link to `javascript:alert(4)` is a `javascript:`',
      'j.md:8:1 script-url: `<a href>` holds `java\\tscript:alert(3)`, a `javascript:`',
      'j.md:8:43 script-url: `<form action>` holds ` vbscript:x`, a `vbscript:`',
    ])
    expect(diagnostics.every((d) => d.severity === 'warning')).toBe(true)
    expect(writer.read('docs/j/index.html')).toBeDefined()
  })

  it('a meta refresh to another site is an error in markdown with character references, and in MDX', async () => {
    const dir = makeSite({
      'docs/r4.md': '# R4\n\ntext\n\n<meta http-equiv="refresh" content="0;url=&#104;ttps://evil.example/r4">\n',
      'docs/mdx1.mdx': '# M\n\ntext\n\n<meta httpEquiv="refresh" content="0;url=https://evil.example/mdx1" />\n',
      'docs/fine.mdx': '# F\n\ntext\n\n<meta httpEquiv="refresh" content="30" />\n',
    })
    const { failed, diagnostics } = await buildSite(dir)
    expect(failed).toBe(true)
    expect(brief(diagnostics).map((d) => d.replace(/, off the site.*/, ''))).toEqual([
      'mdx1.mdx:5:1 off-site-refresh: `<meta http-equiv="refresh">` sends the reader to `https://evil.example/mdx1`',
      'r4.md:5:1 off-site-refresh: `<meta http-equiv="refresh">` sends the reader to `https://evil.example/r4`',
    ])
  })

  it('output files that collide as a file and a folder, or with the sitemap or the not-found page, are duplicate-route errors (they were internal errors)', async () => {
    const dir = makeSite({
      'docs/s.md': "---\nslug: '/index.html'\n---\n# S\n\ntext\n",
      'src/pages/sitemap.xml.md': '# Page\n\ntext\n',
      'src/pages/index.html.md': '# Page\n\ntext\n',
    })
    const { failed, diagnostics } = await buildSite(dir)
    expect(failed).toBe(true)
    expect(brief(diagnostics)).toEqual([
      's.md:1:1 duplicate-route: route /docs/index.html is written to docs/index.html/index.html, inside a folder named docs/index.html, which is the file of route /docs; change the slug or the file name of one of them',
      'index.html.md:1:1 duplicate-route: route /index.html is written to index.html/index.html, inside a folder named index.html, which is the file of route /; change the slug or the file name of one of them',
      'sitemap.xml.md:1:1 duplicate-route: route /sitemap.xml is written to sitemap.xml/index.html, inside a folder named sitemap.xml, which is the file of the sitemap; change the slug or the file name of one of them',
    ])
  })

  it('a page at /404 is a page of its own, as in Docusaurus, with a warning that the not-found page is the theme\'s; with one file per page it would overwrite 404.html and is an error', async () => {
    const dir = makeSite({ 'src/pages/404.md': '# Lost here\n\ntext\n' })
    const { failed, diagnostics, writer } = await buildSite(dir)
    expect(failed).toBe(false)
    expect(brief(diagnostics)).toEqual([
      '404.md:1:1 duplicate-route: route /404 is an ordinary page, written to 404/index.html; readers who follow a missing URL get the not-found page (404.html) instead, which comes from the theme component NotFound: to change that page, override it in src/theme/NotFound',
    ])
    expect(String(writer.files.get('404/index.html'))).toContain('Lost here')
    expect(String(writer.files.get('404.html'))).toContain('Page Not Found')
    expect(String(writer.files.get('404.html'))).not.toContain('Lost here')

    writeFileSync(path.join(dir, 'site.config.ts'), "export default { title: 'Bad', url: 'https://example.org', pageFiles: 'html' }\n")
    const asFiles = await buildSite(dir)
    expect(asFiles.failed).toBe(true)
    expect(brief(asFiles.diagnostics)).toEqual(['404.md:1:1 duplicate-route: route /404 is written to 404.html, the file of the not-found page; choose another slug or file name'])
  })

  it('static files that a generated file replaces are named in a warning; a route of 246 characters builds', async () => {
    const deep = 'docs/reference/chemotion-electronic-lab-notebook-administration/device-integration-and-data-collection-services/configuration-of-the-data-collector-via-sftp/troubleshooting-common-problems-with-connections/frequently-asked-questions-about-permissions.md'
    const dir = makeSite({ 'static/sitemap.xml': 'STATIC', 'static/404.html': 'STATIC', 'static/docs/index.html': 'STATIC', 'static/robots.txt': 'fine', [deep]: '# Leaf\n\nText.\n' })
    const { failed, diagnostics, writer } = await buildSite(dir)
    expect(failed).toBe(false)
    expect(brief(diagnostics)).toEqual([
      '404.html:0:0 static-overwritten: 404.html is replaced by the not-found page, which chemdocs writes to the same file; rename or remove the static file',
      'index.html:0:0 static-overwritten: docs/index.html is replaced by the page /docs, which chemdocs writes to the same file; rename or remove the static file',
      'sitemap.xml:0:0 static-overwritten: sitemap.xml is replaced by the sitemap, which chemdocs writes to the same file; rename or remove the static file',
    ])
    const chunk = [...writer.files.keys()].find((f) => f.startsWith('assets/routes/docs_reference_'))!
    expect(path.basename(chunk).length).toBeLessThan(130)
    expect(writer.files.has(deep.replace(/\.md$/, '/index.html'))).toBe(true)
  })

  it('a symbolic link to a folder inside docs/ that is no loop builds, with a warning only', async () => {
    const dir = makeSite({ 'docs/a/alpha.md': '---\ntitle: Alpha\n---\n\nA.\n', 'docs/b/bee.md': '---\ntitle: Bee\n---\n\nB.\n' })
    symlinkSync('../b', path.join(dir, 'docs/a/link-to-b'))
    const { failed, diagnostics, writer } = await buildSite(dir)
    expect(failed).toBe(false)
    expect(brief(diagnostics)).toEqual([`link-to-b:0:0 duplicate-symlink: symbolic link to ${realpathSync(dir)}/docs/b, which is already part of the docs; it is skipped (link to those pages instead)`])
    expect(writer.files.has('docs/b/bee/index.html')).toBe(true)
    expect(writer.files.has('docs/a/link-to-b/bee/index.html')).toBe(false)
  })

  it('file names with spaces, capitals, non-ASCII letters and reserved characters are served at their own URL', async () => {
    const dir = makeSite({
      'docs/My Notes/Ölbad Über.md': '---\ntitle: Oil bath\n---\n\nWarm.\n',
      'docs/R&D + 50%.md': '---\ntitle: R and D\n---\n\nResearch.\n',
      'docs/Über uns.md': '---\ntitle: About\nslug: /Über uns/Team\n---\n\nWe.\n',
      'docs/CAPS.md': '---\ntitle: Caps\n---\n\nSee [oil](./My%20Notes/Ölbad%20Über.md), [R&D](<./R&D + 50%.md>) and [us](./Über%20uns.md).\n',
      'docs/Geräte/_category_.yml': 'label: Geräte und Öfen\nlink:\n  type: generated-index\n',
      'docs/Geräte/ofen.md': '---\ntitle: Ofen\n---\n\nHeiß.\n',
    })
    const { writer, diagnostics } = await buildSite(dir)
    expect(diagnostics).toEqual([])
    // Files carry the decoded name (what servers look up), links the percent-encoded one.
    expect(writer.files.has('docs/My-Notes/Ölbad-Über/index.html')).toBe(true)
    expect(writer.files.has('docs/R&D-+-50%/index.html')).toBe(true)
    expect(writer.files.has('Über uns/Team/index.html')).toBe(false)
    expect(writer.files.has('docs/Über uns/Team/index.html')).toBe(true)
    const caps = writer.read('docs/CAPS/index.html')!
    const hrefs = ['/docs/My-Notes/%C3%96lbad-%C3%9Cber', '/docs/R&D-+-50%25', '/docs/%C3%9Cber%20uns/Team', '/docs/category/ger%C3%A4te-und-%C3%B6fen']
    for (const href of hrefs) expect(caps).toContain(`href="${href.replaceAll('&', '&amp;')}"`)
    // Each link answers 200 with its own page, from the folder on disk, as `chemdocs serve` and a static host see it.
    const out = path.join(dir, 'dist')
    for (const [file, contents] of writer.files) {
      mkdirSync(path.dirname(path.join(out, file)), { recursive: true })
      writeFileSync(path.join(out, file), contents)
    }
    const server = createServer(createSiteHandler(readFromDir(out), '/'))
    const origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`
    try {
      const titles = []
      for (const href of hrefs) {
        const res = await fetch(origin + href)
        expect(res.status, href).toBe(200)
        titles.push(/<title>([^<]*?)( \|[^<]*)?<\/title>/.exec(await res.text())?.[1])
      }
      expect(titles).toEqual(['Oil bath', 'R and D', 'About', 'Geräte und Öfen'])
    } finally {
      server.close()
    }
  })

  it('a slug or id with .. segments (plain or percent-encoded) cannot place a page outside the output folder', async () => {
    const dir = makeSite({
      'docs/a/up.md': '---\ntitle: Up\nslug: ../../../../../escaped\n---\n\nText.\n',
      'docs/a/enc.md': '---\ntitle: Enc\nslug: /%2e%2e/%2E%2E/escaped-too\n---\n\nText.\n',
      'docs/a/id.md': '---\ntitle: Id\nid: ../../../../escaped-id\n---\n\nText.\n',
    })
    const { writer, diagnostics } = await buildSite(dir)
    expect(diagnostics).toEqual([])
    const files = [...writer.files.keys()].filter((f) => f.includes('escaped') && f.endsWith('.html')).sort()
    expect(files).toEqual(['docs/escaped-too/index.html', 'docs/escaped/index.html', 'escaped-id/index.html'])
    expect([...writer.files.keys()].filter((f) => f.split('/').includes('..'))).toEqual([])
  })

  it('two names for one output file are one route: a file name and a slug that encode alike, or differ only in case once decoded', async () => {
    const dir = makeSite({
      'docs/a+b.md': '---\ntitle: Plus\n---\n\nText.\n',
      'docs/other.md': '---\ntitle: Other\nslug: a+b\n---\n\nText.\n',
      'docs/Öl.md': '---\ntitle: Oil\n---\n\nText.\n',
      'docs/more.md': '---\ntitle: More\nslug: "%C3%B6l"\n---\n\nText.\n',
    })
    const { diagnostics, failed } = await buildSite(dir)
    expect(failed).toBe(true)
    expect(brief(diagnostics).map((line) => line.replaceAll(`${dir}/`, '')).sort()).toEqual([
      'other.md:3:1 duplicate-route: route /docs/a+b is also produced by docs/a+b.md; change the file name or the slug of one of them',
      'Öl.md:1:1 duplicate-route: route /docs/%C3%96l differs only in case from /docs/%C3%B6l of docs/more.md; on macOS and Windows one page would overwrite the other: rename one of them',
    ])
  })

  it('a decomposed (NFD, as macOS writes it) file name gives the same URL and id as the composed one, and a link typed composed finds it', async () => {
    const dir = makeSite({
      ['docs/' + 'Ölbad Über.md'.normalize('NFD')]: '---\ntitle: Oil bath\n---\n\nWarm.\n',
      'docs/index.md': '---\nid: welcome\ntitle: Welcome\n---\n\nSee [the bath](<./Ölbad Über.md>).\n'.normalize('NFC'),
    })
    const config = await loadConfig(dir)
    const page = collectSources(config).files.find((f) => f.relPath !== 'index.md')!
    expect(page.relPath).toBe('Ölbad Über.md'.normalize('NFD'))
    expect(page.route).toBe('/docs/%C3%96lbad-%C3%9Cber')
    expect(page.id).toBe('Ölbad Über')
    const { writer, diagnostics } = await buildSite(dir)
    expect(diagnostics).toEqual([])
    expect(writer.files.has('docs/Ölbad-Über/index.html')).toBe(true)
    expect(writer.read('docs/index.html')).toContain('<a href="/docs/%C3%96lbad-%C3%9Cber">the bath</a>')
  })

  it('a 5 MB page and deeply nested lists and folders build', async () => {
    const big = '---\ntitle: Big\n---\n\n' + 'A line of lab notes about a reaction in a flask.\n\n'.repeat(100_000)
    const nested = '---\ntitle: Nested\n---\n\n' + Array.from({ length: 60 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n') + '\n'
    const deep = 'docs/' + Array.from({ length: 25 }, (_, i) => `d${i}`).join('/') + '/leaf.md'
    const dir = makeSite({ 'docs/big.md': big, 'docs/nested.md': nested, [deep]: '---\ntitle: Leaf\n---\n\nDeep.\n' })
    const { writer, diagnostics } = await buildSite(dir)
    expect(diagnostics).toEqual([])
    expect(writer.read('docs/big/index.html')!.length).toBeGreaterThan(5_000_000)
    expect(writer.read('docs/nested/index.html')).toContain('level 59')
    expect(writer.files.has(deep.replace(/\.md$/, '/index.html').replace(/\/leaf\//, '/leaf/'))).toBe(true)
  }, 60_000)

  it('lists, block quotes and emphasis nested too deep get a clear error at their position, in seconds', async () => {
    const list = Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n')
    const dir = makeSite({
      'docs/lists.md': `---\ntitle: Lists\n---\n\nIntro.\n\n${list}\n`,
      'docs/quotes.md': `# Quotes\n\n${'>'.repeat(5000)} deep\n`,
      'docs/stars.md': `# Stars\n\nSome ${'*'.repeat(20_000)}text${'*'.repeat(20_000)}\n\n${'*'.repeat(300)}\n`,
      'docs/fenced.md': `# Fenced\n\n\`\`\`\n${'>'.repeat(500)}\n${'*'.repeat(500)}x\n\`\`\`\n`,
      'docs/limit.md': `# Limit\n\n${Array.from({ length: MAX_NESTING }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n')}\n`,
      'docs/one-line.md': `# One line\n\n${'- '.repeat(3000)}x\n`,
      'docs/mixed.md': `# Mixed\n\n${'> 1. '.repeat(60)}x\n`,
    })
    const started = Date.now()
    const { failed, diagnostics, writer } = await buildSite(dir)
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(failed).toBe(true)
    expect(brief(diagnostics)).toEqual([
      'lists.md:107:1 too-deeply-nested: lists and block quotes are nested 101 levels deep here; at most 100 can be rendered: flatten the structure',
      'mixed.md:3:1 too-deeply-nested: lists and block quotes are nested 120 levels deep here; at most 100 can be rendered: flatten the structure',
      'one-line.md:3:1 too-deeply-nested: lists and block quotes are nested 3000 levels deep here; at most 100 can be rendered: flatten the structure',
      'quotes.md:3:1 too-deeply-nested: lists and block quotes are nested 5000 levels deep here; at most 100 can be rendered: flatten the structure',
      'stars.md:3:6 too-deeply-nested: a run of 20000 `*` characters nests emphasis too deep; at most 100 in a row can be rendered: escape them (\\*) or put them in a code span',
    ])
    expect(writer.files.size).toBe(0)
  }, 30_000)

  it('a list exactly as deep as the limit still builds', async () => {
    const dir = makeSite({ 'docs/limit.md': `# Limit\n\n${Array.from({ length: MAX_NESTING }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n')}\n` })
    const { diagnostics, writer } = await buildSite(dir)
    expect(diagnostics).toEqual([])
    expect(writer.read('docs/limit/index.html')).toContain(`level ${MAX_NESTING - 1}`)
  }, 60_000)
})
