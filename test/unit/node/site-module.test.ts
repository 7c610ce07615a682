import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { importSiteModule } from '../../../src/node/docusaurus/site-module.js'

const site = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-site-module-'))
afterAll(() => rmSync(site, { recursive: true, force: true }))

function write(rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(site, rel)), { recursive: true })
  writeFileSync(path.join(site, rel), text)
}

// A package compiled from TypeScript, as @docusaurus/plugin-content-blog is: `exports.default` and
// named exports, with a non-enumerable __esModule.
write('node_modules/compiled-plugin/package.json', '{ "name": "compiled-plugin", "main": "index.js" }')
write('node_modules/compiled-plugin/index.js', 'Object.defineProperty(exports, "__esModule", { value: true });\nexports.validateOptions = (o) => o;\nexports.default = function plugin() { return { name: "compiled" } };\n')
// A plain CommonJS package: module.exports is the function.
write('node_modules/plain-plugin/package.json', '{ "name": "plain-plugin", "main": "index.js" }')
write('node_modules/plain-plugin/index.js', 'module.exports = function plain() { return "plain" };\nmodule.exports.extra = 2;\n')

describe("a site's plugin file, loaded as Docusaurus loads it (jiti)", () => {
  it('gives a default import of a package compiled from ESM as its default export, with `.default` and the named exports readable on it', async () => {
    write('src/plugins/changelog.js', [
      "import blog from 'compiled-plugin'",
      "import { validateOptions } from 'compiled-plugin'",
      "import plain from 'plain-plugin'",
      'export default function changelog() {',
      "  return { direct: blog().name, viaDefault: blog.default().name, named: typeof validateOptions, onDefault: typeof blog.validateOptions, plain: plain(), extra: plain.extra }",
      '}',
    ].join('\n'))
    const mod = (await importSiteModule('./src/plugins/changelog.js', site)) as { default: () => unknown }
    expect(mod.default()).toEqual({ direct: 'compiled', viaDefault: 'compiled', named: 'function', onDefault: 'function', plain: 'plain', extra: 2 })
  })

  it('keeps require.resolve working in the compiled file', async () => {
    write('src/plugins/resolves.js', "export default () => require.resolve('plain-plugin')\n")
    const mod = (await importSiteModule('./src/plugins/resolves.js', site)) as { default: () => string }
    expect(mod.default()).toBe(path.join(site, 'node_modules/plain-plugin/index.js'))
  })
})
