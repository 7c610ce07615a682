import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { loadConfig } from '../src/node/config/config.js'
import { MemoryWriter } from '../src/node/write/write.js'
import { articleOf, FIXTURES } from './helpers.js'

// site.config.ts may add remark and rehype plugins (markdown.remarkPlugins / rehypePlugins): they
// run on every markdown page after chemdocs' own, and each is attached once per build, whichever
// parser a page needs (pages with literal URLs get the GFM autolink one).
const CONFIG = `import { defineConfig } from 'chemdocs'

let attached = 0
function remarkStamp() {
  const attach = ++attached
  return (tree) => {
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'stamped by a remark plugin, attach ' + attach }] })
  }
}
function rehypeHeadingClass(options) {
  const visit = (node) => {
    if (node.type === 'element' && node.tagName === 'h2') node.properties = { ...node.properties, className: [options.className] }
    for (const child of node.children ?? []) visit(child)
  }
  return (tree) => visit(tree)
}

export default defineConfig({
  title: 'Fixture',
  url: 'https://example.org',
  markdown: { remarkPlugins: [remarkStamp], rehypePlugins: [[rehypeHeadingClass, { className: 'from-rehype' }]] },
})
`

describe('user remark and rehype plugins', () => {
  it('run on every page, with their options, each attached once', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-plugins-'))
    cpSync(path.join(FIXTURES, 'basic-site'), dir, { recursive: true })
    writeFileSync(path.join(dir, 'site.config.ts'), CONFIG)
    // A literal URL: this page is parsed with GFM autolinks, the others without.
    writeFileSync(path.join(dir, 'docs/tools/links.md'), '---\ntitle: Links\n---\n\n## Where\n\nSee www.example.org for more.\n')
    const writer = new MemoryWriter()
    await build(await loadConfig(dir), { mode: 'production', writer })
    const links = articleOf(writer.read('docs/tools/links/index.html')!)
    expect(links).toContain('<a href="http://www.example.org"')
    expect(links).toContain('<h2 id="where" class="from-rehype">')
    for (const page of ['docs/index.html', 'docs/tools/saw/index.html', 'docs/tools/links/index.html', 'docs/guide/index.html']) {
      expect(articleOf(writer.read(page)!), page).toContain('<p>stamped by a remark plugin, attach 1</p>')
    }
  })

  it('takes a module namespace for its default export, as an ES-module-only plugin arrives in a config loaded as CommonJS', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-plugins-'))
    cpSync(path.join(FIXTURES, 'basic-site'), dir, { recursive: true })
    // What `import remarkStamp from 'an-esm-only-package'` gives through CommonJS interop: { default: plugin }.
    writeFileSync(path.join(dir, 'site.config.ts'), CONFIG.replace('remarkPlugins: [remarkStamp], rehypePlugins: [[rehypeHeadingClass,', 'remarkPlugins: [{ default: remarkStamp }], rehypePlugins: [[{ default: rehypeHeadingClass },'))
    const writer = new MemoryWriter()
    await build(await loadConfig(dir), { mode: 'production', writer })
    const page = articleOf(writer.read('docs/index.html')!)
    expect(page).toContain('<p>stamped by a remark plugin, attach 1</p>')
  })

  it('runs a plugin whose transformer is asynchronous (returns a Promise), as Docusaurus does', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-plugins-'))
    cpSync(path.join(FIXTURES, 'basic-site'), dir, { recursive: true })
    const config = CONFIG.replace('  return (tree) => {\n    tree.children.push', '  return async (tree) => {\n    await new Promise((resolve) => setTimeout(resolve, 1))\n    tree.children.push')
    expect(config).toContain('return async (tree)')
    writeFileSync(path.join(dir, 'site.config.ts'), config)
    const writer = new MemoryWriter()
    const result = await build(await loadConfig(dir), { mode: 'production', writer })
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(articleOf(writer.read('docs/index.html')!)).toContain('<p>stamped by a remark plugin, attach 1</p>')
  })
})
