import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { siteWrapperFiles } from '../../../../src/node/transform/mdx/site-wrappers.js'

let dir: string
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function site(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-wrappers-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return dir
}

describe('siteWrapperFiles: the Root and Layout overrides MDX pages render inside', () => {
  it('takes those that provide a context, Root outside Layout, in either file layout', () => {
    const root = site({ 'src/theme/Root.tsx': 'export default ({ children }) => <Lab.Provider value={1}>{children}</Lab.Provider>', 'src/theme/Layout/index.js': 'export default (p) => <UnitProvider><Layout {...p} /></UnitProvider>' })
    expect(siteWrapperFiles(root)).toEqual([path.join(root, 'src/theme/Root.tsx'), path.join(root, 'src/theme/Layout/index.js')])
  })

  it('leaves out an override without a provider: rendered again around the content, its effects would run twice', () => {
    const root = site({ 'src/theme/Root.js': 'export default ({ children }) => { useEffect(() => track(), []); return <>{children}</> }', 'src/theme/Layout.js': 'export default (p) => <><Chat /><Layout {...p} /></>' })
    expect(siteWrapperFiles(root)).toEqual([])
  })
})
