import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfm } from 'micromark-extension-gfm'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal'
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { directive } from 'micromark-extension-directive'
import { directiveFromMarkdown } from 'mdast-util-directive'
import { frontmatter } from 'micromark-extension-frontmatter'
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter'
import { parse, postprocess, preprocess } from 'micromark'
const dir = '/work/main/docs'
const texts = readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.md')).map((f) => readFileSync(path.join(dir, String(f)), 'utf8'))
const variants = {
  plain: [[], []],
  fm: [[frontmatter()], [frontmatterFromMarkdown()]],
  table: [[gfmTable()], [gfmTableFromMarkdown()]],
  autolink: [[gfmAutolinkLiteral()], [gfmAutolinkLiteralFromMarkdown()]],
  directive: [[directive()], [directiveFromMarkdown()]],
  full: [[frontmatter(), gfm(), directive()], [frontmatterFromMarkdown(), gfmFromMarkdown(), directiveFromMarkdown()]],
}
const which = process.argv[2]
const [extensions, mdastExtensions] = variants[which]
const runs = []
for (let r = 0; r < 6; r++) {
  const t = performance.now()
  let tokens = 0
  for (const text of texts) fromMarkdown(text, { extensions, mdastExtensions })
  runs.push(performance.now() - t)
}
console.log(which.padEnd(10), runs.map((x) => x.toFixed(0)).join(' '))
