import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Every page chemdocs builds carries Lucide's drawings, so Lucide's ISC licence is acknowledged
// (issue 31): THIRD-PARTY-NOTICES.md, which the README and the published package point readers to.
const ROOT = path.resolve(import.meta.dirname, '..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const info = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@iconify-json/lucide/info.json'), 'utf8')) as {
  name: string
  author: { name: string }
  license: { spdx: string; url: string }
}

describe('third-party notices', () => {
  const notices = read('THIRD-PARTY-NOTICES.md')

  it("states Lucide's licence as the installed package declares it, with the ISC text and holder", () => {
    // Declared where this test can see it: an update of the package to another licence fails here.
    expect(info.license.spdx).toBe('ISC')
    const lucide = notices.slice(notices.indexOf(`## ${info.name}`))
    expect(lucide).toContain(`licence: ISC (SPDX \`${info.license.spdx}\`), <${info.license.url}>`)
    expect(lucide).toContain(`author: ${info.author.name}`)
    const text = /```text\n([\s\S]*?)```/.exec(lucide)?.[1]
    expect(text).toMatch(new RegExp(`^ISC License\\n\\nCopyright \\(c\\) ${info.author.name}\\n\\nPermission to use, copy, modify, and/or distribute this software for any\\n`))
    expect(text).toContain('THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES')
  })

  it('is linked from the README and published with the package', () => {
    expect(read('README.md')).toContain('[THIRD-PARTY-NOTICES.md](THIRD-PARTY-NOTICES.md)')
    expect((JSON.parse(read('package.json')) as { files: string[] }).files).toContain('THIRD-PARTY-NOTICES.md')
  })
})
