import type { Element, Root } from 'hast'
import { parseCodeMeta } from './rehype-code-blocks.js'
import { SKIP, walk } from './walk.js'

/**
 * How a comment opens and closes (regular expression source), by style. Docusaurus accepts its
 * magic comments in the comment syntax of the block's language; these are the styles it knows.
 */
const STYLES = {
  slashes: ['//', ''],
  block: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  dashes: ['--', ''],
  semicolons: [';;', ''],
  percent: ['%', ''],
  quote: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  bang: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const

type Style = keyof typeof STYLES

/** The styles of a language; any language not named here takes the five common ones. */
const LANGUAGE_STYLES: Record<string, Style[]> = {}
const styleLanguages: [string[], Style[]][] = [
  [['js', 'javascript', 'ts', 'typescript'], ['slashes', 'block']],
  [['jsx', 'tsx'], ['slashes', 'block', 'jsx']],
  [['html'], ['slashes', 'block', 'html']],
  [['python', 'py', 'bash'], ['hash']],
  // Markdown text comments in HTML or JSX, its frontmatter in YAML.
  [['markdown', 'md'], ['html', 'jsx', 'hash']],
  [['tex', 'latex', 'matlab'], ['percent']],
  [['lua', 'haskell'], ['dashes']],
  [['sql'], ['dashes', 'block']],
  [['wasm'], ['semicolons']],
  [['vb', 'vba', 'visual-basic'], ['quote', 'rem']],
  [['vbnet'], ['vbnet', 'rem']],
  [['batch'], ['rem']],
  [['basic'], ['rem', 'bang']],
  [['fsharp'], ['slashes', 'ml']],
  [['ocaml', 'sml'], ['ml']],
  [['fortran'], ['bang']],
  [['cobol'], ['cobol']],
]
for (const [languages, styles] of styleLanguages) for (const language of languages) LANGUAGE_STYLES[language] = styles
const COMMON: Style[] = ['slashes', 'block', 'jsx', 'hash', 'html']

/** A line that holds nothing but one magic comment, in one of the language's comment styles. */
function directiveLine(language: string): RegExp {
  const styles = Object.hasOwn(LANGUAGE_STYLES, language) ? LANGUAGE_STYLES[language]! : COMMON
  const forms = styles.map((style) => `${STYLES[style][0]}\\s*(highlight-next-line|highlight-start|highlight-end)\\s*${STYLES[style][1]}`)
  return new RegExp(`^\\s*(?:${forms.join('|')})\\s*$`)
}

/**
 * Docusaurus' magic comments: a line `// highlight-next-line` marks the line after it, and the
 * lines between `// highlight-start` and `// highlight-end` are marked; the comment lines
 * themselves are removed. Returns the code without them and the marked lines (1-based).
 */
export function stripMagicComments(code: string, language: string): { code: string; lines: number[] } {
  const directive = directiveLine(language)
  const kept: string[] = []
  const lines: number[] = []
  let start: number | undefined
  for (const line of code.split('\n')) {
    const match = directive.exec(line)
    const name = match?.slice(1).find((group) => group !== undefined)
    if (name === undefined) kept.push(line)
    else if (name === 'highlight-next-line') lines.push(kept.length + 1)
    else if (name === 'highlight-start') start = kept.length + 1
    else if (start !== undefined) for (let n = start; n <= kept.length; n++) lines.push(n)
  }
  return { code: kept.join('\n'), lines: [...new Set(lines)].sort((a, b) => a - b) }
}

/**
 * Removes magic comments from every fenced block that names its language and marks no lines in
 * its meta (`{1,3}` wins, and then the code is left as written, as in Docusaurus). The marked
 * lines go to `code.data.markedLines` for rehype-code-blocks. Runs before highlighting, so the
 * comments never reach the colouring, the page or the copy button.
 */
export function rehypeMagicComments() {
  return (tree: Root) => {
    walk(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName !== 'code' || (parent as Element | undefined)?.tagName !== 'pre') return
      const classes = Array.isArray(node.properties.className) ? node.properties.className.map(String) : []
      const language = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length)
      const meta = String((node.data as { meta?: unknown } | undefined)?.meta ?? '')
      const text = node.children.length === 1 && node.children[0]!.type === 'text' ? node.children[0]!.value : undefined
      if (!language || text === undefined || !text.includes('highlight-') || parseCodeMeta(meta).lines.size > 0) return SKIP
      const { code, lines } = stripMagicComments(text, language)
      node.children = [{ type: 'text', value: code }]
      if (lines.length > 0) node.data = { ...node.data, markedLines: lines } as Element['data']
      return SKIP
    })
  }
}
