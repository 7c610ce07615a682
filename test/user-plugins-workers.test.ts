import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * A site's own remark and rehype plugins with the compiled CLI (run `npm run compile` first),
 * where Markdown pages are made in worker threads: each worker loads the plugins from the config
 * file, and a docs instance's pages get that instance's plugins, not the site's others.
 */

const BIN = path.resolve(import.meta.dirname, '../bin/chemdocs.js')

const CONFIG = `const remarkFooter = require('./plugins/remark-footer.js')
function rehypeMark(options) {
  const visit = (node) => {
    if (node.type === 'element' && node.tagName === 'h2') node.properties = { ...node.properties, className: [options.className] }
    for (const child of node.children ?? []) visit(child)
  }
  return (tree) => visit(tree)
}
module.exports = {
  title: 'Tide Tables',
  url: 'https://example.org',
  presets: [['classic', { docs: { remarkPlugins: [[remarkFooter, { text: 'from the docs plugin' }]] }, blog: false }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: 'api', rehypePlugins: [[rehypeMark, { className: 'api-heading' }]] }]],
}
`
// A plugin in a file of its own, required relative to the config (async, as many are).
const REMARK_FOOTER = `module.exports = function remarkFooter(options) {
  return async (tree) => {
    await new Promise((resolve) => setTimeout(resolve, 1))
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: options.text }] })
  }
}
`

describe('a Docusaurus site whose docs instances have their own remark and rehype plugins, built in worker threads', () => {
  let dir: string
  let result: ReturnType<typeof spawnSync>
  const page = (file: string) => readFileSync(path.join(dir, 'build', file), 'utf8')
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-plugins-workers-'))
    const files: Record<string, string> = {
      'docusaurus.config.js': CONFIG,
      'plugins/remark-footer.js': REMARK_FOOTER,
      ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`docs/tide-${i}.md`, `# Tide ${i}\n\n## High water\n\nAt noon.\n`])),
      ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`api/call-${i}.md`, `# Call ${i}\n\n## Arguments\n\nNone.\n`])),
    }
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
      writeFileSync(path.join(dir, rel), text)
    }
    result = spawnSync(process.execPath, [BIN, 'build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
  }, 60_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('builds, each docs folder with its own plugins on every page', () => {
    expect(result.status, String(result.stderr)).toBe(0)
    for (let i = 0; i < 20; i++) {
      const doc = page(`docs/tide-${i}/index.html`)
      expect(doc).toContain('<p>from the docs plugin</p>')
      expect(doc).toContain('<h2 id="high-water">')
      const api = page(`api/call-${i}/index.html`)
      expect(api).toContain('<h2 id="arguments" class="api-heading">')
      expect(api).not.toContain('from the docs plugin')
    }
  })

  it('leaves no compiled copy of the config behind, though every thread compiled one beside it', () => {
    expect(spawnSync('ls', ['-a', dir], { encoding: 'utf8' }).stdout).not.toMatch(/\.docusaurus\.config\./)
  })
})
