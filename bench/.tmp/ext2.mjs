import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal'
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmFootnote } from 'micromark-extension-gfm-footnote'
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item'
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item'
import { directive } from 'micromark-extension-directive'
import { directiveFromMarkdown } from 'mdast-util-directive'
import { frontmatter } from 'micromark-extension-frontmatter'
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter'
const dir = '/work/main/docs'
const texts = readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.md')).map((f) => readFileSync(path.join(dir, String(f)), 'utf8'))
const parts = { autolink: [gfmAutolinkLiteral(), gfmAutolinkLiteralFromMarkdown()], footnote: [gfmFootnote(), gfmFootnoteFromMarkdown()], strike: [gfmStrikethrough(), gfmStrikethroughFromMarkdown()], table: [gfmTable(), gfmTableFromMarkdown()], task: [gfmTaskListItem(), gfmTaskListItemFromMarkdown()] }
const skip = process.argv[2] ?? ''
const ex = [frontmatter(), directive()], md = [frontmatterFromMarkdown(), directiveFromMarkdown()]
for (const [k, [a, b]] of Object.entries(parts)) if (k !== skip) { ex.push(a); md.push(b) }
const runs = []
for (let r = 0; r < 7; r++) { const t = performance.now(); for (const text of texts) fromMarkdown(text, { extensions: ex, mdastExtensions: md }); runs.push(performance.now() - t) }
runs.sort((a, b) => a - b)
console.log(('-' + skip).padEnd(10), 'median', runs[3].toFixed(0), 'min', runs[0].toFixed(0))
