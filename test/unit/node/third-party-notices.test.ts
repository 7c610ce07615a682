import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { bundleClient } from '../../../src/node/render/bundle.js'
import { buildFixture } from '../../helpers.js'
import { extraLicenceTexts, NOTICES_FILE, noticesText, packagesOf } from '../../../src/node/render/third-party-notices.js'
import type { OutputFile } from '../../../src/node/types.js'

const require = createRequire(import.meta.url)
const versionOf = (name: string) => (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version
const licenceOf = (name: string) => readFileSync(path.join(path.dirname(require.resolve(`${name}/package.json`)), 'LICENSE'), 'utf8').trim()

// The minified scripts keep no comments, so React's MIT notice (which asks to go with every copy)
// travels in a file of its own beside them (issue 31).
describe('the third-party notices a built site carries', () => {
  let notices: string
  let files: OutputFile[]
  beforeAll(async () => {
    ;({ files } = await bundleClient('production'))
    notices = Buffer.from(files.find((f) => f.path === NOTICES_FILE)!.contents).toString('utf8')
  }, 60_000)

  it("holds React's, react-dom's and scheduler's MIT licence, with the versions bundled", () => {
    for (const name of ['react', 'react-dom', 'scheduler']) {
      expect(notices).toContain(`${name} ${versionOf(name)} (MIT)`)
      expect(notices).toContain(licenceOf(name))
    }
    expect(notices).toContain('Copyright (c) Meta Platforms, Inc. and affiliates.')
  })

  it("holds Lucide's ISC text, which its package does not ship, from chemdocs' THIRD-PARTY-NOTICES.md", () => {
    expect(notices).toContain(`@iconify-json/lucide ${versionOf('@iconify-json/lucide')} (ISC)`)
    expect(notices).toMatch(/ISC License\n\nCopyright \(c\) Lucide Contributors\n\nPermission to use, copy, modify/)
  })

  it('names no package twice, and is the same file each time', async () => {
    const heads = notices.split('\n').filter((line, i, lines) => lines[i - 1]?.startsWith('-----'))
    expect(new Set(heads).size).toBe(heads.length)
    const again = (await bundleClient('production')).files.find((f) => f.path === NOTICES_FILE)!
    expect(Buffer.from(again.contents).toString('utf8')).toBe(notices)
  }, 60_000)
})

describe("a site's own packages in the notices", () => {
  it('adds a package that a client component bundles into its page chunk, once, after those of the scripts', async () => {
    const { writer, diagnostics } = await buildFixture('island-package-notices')
    expect(diagnostics).toEqual([])
    const chunk = [...writer.files.keys()].find((p) => p.startsWith('assets/islands/'))!
    expect(writer.read(chunk)).toContain('1e3')
    const notices = writer.read(NOTICES_FILE)!
    expect(notices).toContain('lab-units 1.4.0 (MIT)\n\nMIT License\n\nCopyright (c) 2026 The lab-units fixture authors')
    expect(notices.match(/^react \d/gm)).toHaveLength(1)
    expect(notices.indexOf('lab-units 1.4.0')).toBeGreaterThan(notices.indexOf('scheduler '))
  })
})

describe('packagesOf and noticesText', () => {
  it('finds each installed package a bundle read once, scoped ones too, and states what a package without a licence file declares', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-notices-'))
    const pkg = (dir: string, json: object, licence?: string) => {
      mkdirSync(path.join(root, dir, 'lib'), { recursive: true })
      writeFileSync(path.join(root, dir, 'package.json'), JSON.stringify(json))
      if (licence) writeFileSync(path.join(root, dir, 'LICENCE.md'), licence)
    }
    pkg('node_modules/plain', { name: 'plain', version: '1.0.0', license: 'MIT' }, 'MIT text of plain')
    pkg('node_modules/@lab/units', { name: '@lab/units', version: '2.1.0', license: 'ISC' })
    pkg('node_modules/plain/node_modules/inner', { name: 'inner', version: '0.1.0', license: { type: 'BSD-3-Clause' } })
    const metafile = {
      inputs: {
        'node_modules/plain/lib/a.js': { bytes: 1, imports: [] },
        'node_modules/plain/lib/b.js': { bytes: 1, imports: [] },
        'node_modules/@lab/units/lib/index.js': { bytes: 1, imports: [] },
        'node_modules/plain/node_modules/inner/lib/x.js': { bytes: 1, imports: [] },
        'src/own.ts': { bytes: 1, imports: [] },
        'chemdocs-shared-react:react': { bytes: 1, imports: [] },
      },
      outputs: {},
    }
    const dirs = packagesOf(metafile, root)
    expect(dirs.map((d) => path.relative(root, d))).toEqual(['node_modules/@lab/units', 'node_modules/plain', 'node_modules/plain/node_modules/inner'].map((d) => d.split('/').join(path.sep)))
    const text = noticesText(dirs, extraLicenceTexts('## Units\n\n- package: `@lab/units`\n\n```text\nISC text of units\n```\n'))
    expect(text).toContain('plain 1.0.0 (MIT)\n\nMIT text of plain')
    expect(text).toContain('@lab/units 2.1.0 (ISC)\n\nISC text of units')
    expect(text).toContain('inner 0.1.0 (BSD-3-Clause)\n\nThe package ships no licence text.')
    // Sorted by name: the file is the same whatever order the bundles finish in.
    expect(text.indexOf('@lab/units')).toBeLessThan(text.indexOf('inner 0.1.0'))
    expect(text.indexOf('inner 0.1.0')).toBeLessThan(text.indexOf('plain 1.0.0'))
  })
})
