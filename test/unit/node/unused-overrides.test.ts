import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { unusedOverrides } from '../../../src/node/site/unused-overrides.js'

const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-unused-overrides-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function theme(files: string[]): string {
  const root = mkdtempSync(path.join(dir, 'theme-'))
  for (const rel of files) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    writeFileSync(path.join(root, rel), 'export default function X() { return null }\n')
  }
  return root
}

describe('overrides of theme components chemdocs does not draw', () => {
  it('are each a warning at the file, top-level and nested ones; used overrides, lowercase files and the files inside a used folder are not', () => {
    const root = theme([
      'SearchBar/index.js', // not drawn by chemdocs
      'DocItem/Footer/index.tsx', // nested, not drawn
      'DocItem/Layout/styles.module.css',
      'DocItem/Layout/index.js',
      'Icon/Arrow.js', // drawn (an @theme/Icon/… import)
      'Icon/Rocket.js', // not a component chemdocs has
      'Navbar/index.js', // drawn: the shell's navbar
      'Navbar/MobileHelper.js', // a file the Navbar override imports
      'Root.js', // drawn: wraps the shell
      'prism-include-languages.js',
      'hooks/useThing.js',
    ])
    const found = unusedOverrides(root, (file) => path.relative(root, file))
    expect(found.map((d) => `${d.severity} ${d.ruleId} ${d.file}`)).toEqual([
      'warning unsupported-config DocItem/Footer/index.tsx',
      'warning unsupported-config DocItem/Layout/index.js',
      'warning unsupported-config Icon/Rocket.js',
      'warning unsupported-config SearchBar/index.js',
    ])
    expect(found[3]!.message).toBe('this file overrides the theme component SearchBar, which chemdocs does not use: the override has no effect; the README lists the components a site can override (Theme overrides)')
  })

  it('are none for a site without a theme folder', () => {
    expect(unusedOverrides(path.join(dir, 'absent'), (f) => f)).toEqual([])
  })
})
