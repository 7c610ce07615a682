import { readFileSync } from 'node:fs'

/** Attributes whose React name is not their camelCased SVG name. */
const RENAMED: Record<string, string> = { class: 'className', 'xmlns:xlink': 'xmlnsXlink', 'xml:space': 'xmlSpace', 'xlink:href': 'xlinkHref', 'xml:lang': 'xmlLang' }

/**
 * An SVG file as an ES module whose default export is a React component drawing it inline, as
 * Docusaurus' SVGR does for `import Icon from './icon.svg'` (`<Icon className="x" />` merges its
 * props over the file's root attributes). The drawing itself is passed through as markup.
 */
export function svgComponentModule(file: string): string {
  const text = readFileSync(file, 'utf8')
  const open = /<svg\b([^>]*)>/i.exec(text)
  if (!open) throw new Error('the file holds no <svg> element')
  const close = text.lastIndexOf('</svg>')
  const inner = close > open.index ? text.slice(open.index + open[0].length, close) : ''
  const attributes = svgAttributes(open[1]!.replace(/\/$/, ''))
  return [
    `import { createElement } from 'react'`,
    `const attributes = ${JSON.stringify(attributes)}`,
    `const inner = ${JSON.stringify(inner)}`,
    `export default function SvgComponent(props) { return createElement('svg', { ...attributes, ...props, dangerouslySetInnerHTML: { __html: inner } }) }`,
    `export const ReactComponent = SvgComponent`,
  ].join('\n')
}

/** The root element's attributes with React names; `style` becomes an object. */
export function svgAttributes(source: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const m of source.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const name = m[1]!
    const value = m[2] ?? m[3] ?? ''
    if (name === 'style') out.style = styleObject(value)
    else if (RENAMED[name]) out[RENAMED[name]!] = value
    else if (/^(data|aria)-/.test(name)) out[name] = value
    else out[name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase())] = value
  }
  return out
}

function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {}
  for (const part of css.split(';')) {
    const at = part.indexOf(':')
    if (at < 0) continue
    const key = part.slice(0, at).trim()
    if (key === '') continue
    style[key.startsWith('--') ? key : key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = part.slice(at + 1).trim()
  }
  return style
}
