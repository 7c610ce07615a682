import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'

/**
 * The output does not depend on the locale of the machine that builds: sidebar order, category
 * cards and diagnostics sort the same under LC_ALL=sv_SE (ä after z), tr_TR (dotless ı) and en_US.
 */

const BIN = path.resolve(import.meta.dirname, '../bin/chemdocs.js')
const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-locale-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function files(root: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const f of (readdirSync(root, { recursive: true }) as string[]).sort()) {
    const abs = path.join(root, f)
    try {
      out.set(f, readFileSync(abs, 'latin1'))
    } catch {
      // a folder
    }
  }
  return out
}

it('builds the same bytes under sv_SE, tr_TR and en_US', () => {
  writeFileSync(path.join(dir, 'site.config.ts'), "export default { title: 'Locale', url: 'https://example.org' }\n")
  mkdirSync(path.join(dir, 'docs/topics'), { recursive: true })
  writeFileSync(path.join(dir, 'docs/index.md'), '---\nid: welcome\ntitle: Home\n---\n\nSee [the topics](./topics/zebra.md).\n')
  // Titles whose order differs by locale: ä (sv: after z), ch (cs: after h), ı and I (tr).
  for (const [name, title] of [['zebra', 'Zebra'], ['aerger', 'Ärger'], ['apfel', 'Apfel'], ['chemie', 'Chemie'], ['hafer', 'Hafer'], ['ipek', 'ıpek'], ['igel', 'Igel']]) {
    writeFileSync(path.join(dir, `docs/topics/${name}.md`), `---\ntitle: ${title}\nsidebar_label: ${title}\n---\n\nAbout ${title}.\n`)
  }
  writeFileSync(path.join(dir, 'docs/topics/_category_.yml'), 'label: Topics\nlink:\n  type: generated-index\n')
  const outputs = ['en_US.UTF-8', 'sv_SE.UTF-8', 'tr_TR.UTF-8', 'cs_CZ.UTF-8'].map((locale) => {
    const out = `out-${locale.slice(0, 2)}`
    const run = spawnSync(process.execPath, [BIN, 'build', '--no-cache', '--out-dir', out], { cwd: dir, encoding: 'utf8', env: { ...process.env, LC_ALL: locale, LANG: locale, NO_COLOR: '1' } })
    expect(run.stderr).toBe('')
    return files(path.join(dir, out))
  })
  const [en, ...others] = outputs
  for (const other of others) {
    expect([...other.keys()]).toEqual([...en!.keys()])
    for (const [f, text] of en!) expect(other.get(f), f).toBe(text)
  }
}, 60_000)
