import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Element, Root } from 'hast'
import { fromParse5 } from 'hast-util-from-parse5'
import { parseFragment } from 'parse5'
import { spriteIconId, type SpriteIconName } from '../shared/icons.js'

/**
 * Lucide's icons (src/shared/icons.ts names them), read from `@iconify-json/lucide`: the whole set
 * as one 0.6 MB JSON file, updated with each Lucide release, under Lucide's ISC licence. Chosen
 * over `lucide-static` (the same drawings as 52 MB of SVG files, fonts and modules) and `lucide`
 * (24 MB of modules) for its size: chemdocs reads a few icons from it per build, and every site's
 * install carries it. Plain JSON, no code: nothing in it depends on the Node version.
 */
const ICON_SET = '@iconify-json/lucide/icons.json'

/** The icon set's package folder: every page carries its drawings, so its notice goes with the site. */
export function iconPackageDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('@iconify-json/lucide/package.json'))
}

interface IconSet {
  icons: Record<string, { body: string }>
  aliases?: Record<string, { parent: string }>
}

// Read once per process, when a first icon is asked for: a file of an installed package, which
// does not change while chemdocs runs (as a module imported once would not).
let iconSet: IconSet | undefined

/** The stroke Lucide draws every icon with, which the stylesheet's `.icon` rule gives instead. */
const LUCIDE_STROKE = / (?:fill="none"|stroke="currentColor"|stroke-linecap="round"|stroke-linejoin="round"|stroke-width="2")/g

/**
 * The SVG content of a Lucide icon (what goes inside `<svg viewBox="0 0 24 24">`), without the
 * stroke attributes all of them share, so that the outer <svg> (or the `.icon` rule) sets them and
 * the caller's props win. Throws for a name the set does not have: a bug in chemdocs' own names.
 */
export function iconBody(name: string): string {
  iconSet ??= JSON.parse(readFileSync(createRequire(import.meta.url).resolve(ICON_SET), 'utf8')) as IconSet
  const icon = iconSet.icons[name] ?? iconSet.icons[iconSet.aliases?.[name]?.parent ?? '']
  if (!icon) throw new Error(`chemdocs: the icon set (${ICON_SET}) has no icon named "${name}"`)
  // Shapes closed as HTML writes them (`<path …></path>`), so that an icon reads the same
  // whether a unified plugin or a template made the page.
  const body = icon.body.replace(LUCIDE_STROKE, '').replace(/<(\w+)([^>]*)\/>/g, '<$1$2></$1>')
  // A group that only carried the stroke is left out around its shapes.
  return /^<g>(?:(?!<g[ >])[\s\S])*<\/g>$/.test(body) ? body.slice(3, -4) : body
}

/** A Lucide icon as inline SVG markup, decorative (the text beside it says what it means). */
export function iconSvg(name: string, className: string): string {
  return `<svg class="icon ${className}" viewBox="0 0 24 24" focusable="false" aria-hidden="true">${iconBody(name)}</svg>`
}

/**
 * A Lucide icon as a hast element, for the unified plugins that add icons to a page's tree:
 * decorative unless `label` names it (then a screen reader reads the label).
 */
export function iconElement(name: string, className: string, label?: string): Element {
  const svg = (fromParse5(parseFragment(`<svg>${iconBody(name)}</svg>`)) as Root).children[0] as Element
  const a11y = label ? { role: 'img', ariaLabel: label } : { ariaHidden: 'true' }
  return { type: 'element', tagName: 'svg', properties: { className: ['icon', className], viewBox: '0 0 24 24', focusable: 'false', ...a11y }, children: svg.children }
}

/**
 * The page's sprite: the icons the app shell and the client scripts draw with `<use>`
 * (templates/Icon.tsx, shared/icons.ts' spriteIconHtml), each a <symbol> once per page, so that no
 * script carries a drawing. Hidden, and outside the app's root, which React hydrates.
 */
export function iconSprite(names: readonly string[]): string {
  const symbols = names.map((name) => `<symbol id="${spriteIconId(name)}" viewBox="0 0 24 24">${iconBody(name)}</symbol>`)
  return `<svg xmlns="http://www.w3.org/2000/svg" style="display:none" aria-hidden="true">${symbols.join('')}</svg>`
}

/** An icon of the page's sprite as a hast element (decorative): what templates/Icon.tsx renders. */
export function spriteIconElement(name: SpriteIconName, className: string): Element {
  const use: Element = { type: 'element', tagName: 'use', properties: { href: `#${spriteIconId(name)}` }, children: [] }
  return { type: 'element', tagName: 'svg', properties: { className: ['icon', className], ariaHidden: 'true', focusable: 'false' }, children: [use] }
}
