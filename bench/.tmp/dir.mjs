import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { directive } from 'micromark-extension-directive'
import { directiveFromMarkdown } from 'mdast-util-directive'
import { frontmatter } from 'micromark-extension-frontmatter'
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
const dir = '/work/main/docs'
const texts = readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.md')).map((f) => readFileSync(path.join(dir, String(f)), 'utf8'))
const d = directive()
const v = { none: [], full: [d], flow: [{ flow: d.flow }] }[process.argv[2]]
const runs = []
for (let r = 0; r < 9; r++) { const t = performance.now(); for (const text of texts) fromMarkdown(text, { extensions: [frontmatter(), gfmTable(), ...v], mdastExtensions: [frontmatterFromMarkdown(), gfmTableFromMarkdown(), directiveFromMarkdown()] }); runs.push(performance.now() - t) }
runs.sort((a, b) => a - b)
console.log(process.argv[2].padEnd(6), 'median', runs[4].toFixed(0), 'min', runs[0].toFixed(0))
