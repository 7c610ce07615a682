import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { loadConfig } from '../src/node/config/config.js'
import { MemoryWriter } from '../src/node/write/write.js'

const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-generated-index-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function write(rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
  writeFileSync(path.join(dir, rel), text)
}

describe("a folder whose _category_ asks for a generated index, beside the folder's own page", () => {
  it('gets the generated page, as in Docusaurus; the own page is one more item of the category', async () => {
    write('site.config.ts', "export default { title: 'G', url: 'https://example.org' }\n")
    write('docs/index.md', '---\ntitle: Home\n---\n\nText.\n')
    write('docs/tools/_category_.json', '{ "label": "Tools", "link": { "type": "generated-index" } }\n')
    write('docs/tools/tools.md', '---\ntitle: About the tools\n---\n\nThe folder-named page.\n')
    write('docs/tools/drill.md', '---\ntitle: Drill\n---\n\nA drill.\n')
    const writer = new MemoryWriter()
    await build(await loadConfig(dir), { mode: 'production', writer })
    const generated = writer.read('docs/category/tools/index.html')
    expect(generated).toBeDefined()
    // Both pages are cards of the generated page, the folder's own page among them.
    expect(generated).toContain('About the tools')
    expect(generated).toContain('Drill')
    // The sidebar's category links to the generated page and lists both pages.
    const home = writer.read('docs/index.html')!
    expect(home).toMatch(/<a[^>]*href="\/docs\/category\/tools"[^>]*>Tools<\/a>/)
  })
})
