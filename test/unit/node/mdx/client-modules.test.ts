import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { exportsOf, isClientModule, isComponentExport } from '../../../../src/node/transform/mdx/client-modules.js'
import { clientEntryCode, serverWrapperCode } from '../../../../src/node/transform/mdx/island-modules.js'

const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-client-modules-'))
const file = (name: string, text: string) => {
  const abs = path.join(dir, name)
  mkdirSync(path.dirname(abs), { recursive: true })
  writeFileSync(abs, text)
  return abs
}
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('isClientModule', () => {
  it("takes *.client.tsx files and files starting with 'use client' (after comments)", () => {
    expect(isClientModule(file('Counter.client.tsx', 'export default 1'))).toBe(true)
    expect(isClientModule(file('A.tsx', '// a counter\n/* with state */\n"use client"\nexport default 1'))).toBe(true)
  })

  it("ignores a 'use client' further down, non-scripts and installed packages", () => {
    expect(isClientModule(file('B.tsx', "import x from 'y'\n'use client'"))).toBe(false)
    expect(isClientModule(file('c.client.css', ''))).toBe(false)
    expect(isClientModule(file('node_modules/lib/index.js', "'use client'"))).toBe(false)
  })
})

describe('island modules', () => {
  it('reads export names; only the default and PascalCase exports are components', async () => {
    const abs = file('Picker.client.tsx', "export default function Picker() { return null }\nexport const Small = () => null\nexport const LIMIT = 3\nexport function format() {}")
    expect((await exportsOf(abs)).sort()).toEqual(['LIMIT', 'Small', 'default', 'format'])
    expect(['default', 'Small', 'LIMIT', 'format'].map(isComponentExport)).toEqual([true, true, true, false])
  })

  it('wraps components for the server and passes other exports through; the chunk lists components by key', () => {
    const module = { file: '/site/src/Picker.client.tsx', key: 'src/Picker.client.tsx', exports: ['default', 'Small', 'format'] }
    const server = serverWrapperCode(module)
    expect(server).toContain('export default __chemdocsIsland(__chemdocsOriginal["default"], { key: "src/Picker.client.tsx#default" })')
    expect(server).toContain('export const Small = __chemdocsIsland(__chemdocsOriginal["Small"], { key: "src/Picker.client.tsx#Small" })')
    expect(server).toContain('export { format } from "/site/src/Picker.client.tsx"')
    expect(clientEntryCode([module])).toBe(
      'import * as m0 from "/site/src/Picker.client.tsx"\nexport const islands = { "src/Picker.client.tsx#default": m0["default"], "src/Picker.client.tsx#Small": m0["Small"] }',
    )
  })
})
