import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote'
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item'
import { gfmFootnote } from 'micromark-extension-gfm-footnote'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item'
import type { Processor } from 'unified'

/**
 * remark-gfm's parsing minus literal autolinks (bare `www.x`, `https://x` and `a@b.c` in text),
 * with the other parts in remark-gfm's order (nothing here writes markdown, so no to-markdown).
 * Literal autolinks cost a third of all parsing (micromark tries them at many characters, then a
 * regex pass runs over every text node), yet most pages cannot contain one: see
 * mayContainAutolinkLiteral, which decides which parser a page gets.
 */
export function remarkGfmWithoutAutolinks(this: Processor): void {
  const data = this.data()
  ;(data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem())
  ;(data.fromMarkdownExtensions ??= []).push(gfmFootnoteFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown())
}

/**
 * Whether a text may hold a GFM literal autolink: each kind needs `www.`, `://` (http, https)
 * or `@` (email, mailto:, xmpp:), in micromark's constructs and mdast's regex pass alike.
 * Without any of them, both parsers give the same tree.
 */
export function mayContainAutolinkLiteral(text: string): boolean {
  return /www\.|:\/\/|@/i.test(text)
}
