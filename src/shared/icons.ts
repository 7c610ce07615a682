/**
 * chemdocs' icons are Lucide's (lucide.dev, ISC licence): one set of 24x24 outline icons, drawn
 * with the text colour (the stylesheet's .icon rule sets the stroke). Only their names are here;
 * src/node/icons.ts reads the drawings from the installed package at build time, so that they
 * reach a page as SVG in its HTML, never in a script, and nothing is fetched from another host.
 */

/**
 * The icons the app shell and the client scripts draw, each from the page's sprite (a hidden
 * <svg> of <symbol>s at the top of <body>, render/render.ts): the external-link arrow after links
 * to other hosts, the copy button's two states, the navbar's menu button (which opens the mobile
 * drawer), the drawer's close button and the search box's magnifier.
 */
export const SPRITE_ICONS = { external: 'external-link', copy: 'copy', copied: 'check', menu: 'menu', close: 'x', search: 'search' } as const

/** The colour-mode button's icon per mode: in the sprite too, when the site shows the button. */
export const COLOR_MODE_ICONS = { light: 'sun', dark: 'moon', system: 'monitor' } as const

/** The icon before "Edit this page" (site/page-meta.ts): inline, only on the pages with the link. */
export const EDIT_ICON = 'square-pen'

/** A Lucide icon a page's sprite holds. */
export type SpriteIconName = (typeof SPRITE_ICONS)[keyof typeof SPRITE_ICONS] | (typeof COLOR_MODE_ICONS)[keyof typeof COLOR_MODE_ICONS]

/** The id of an icon's <symbol> in the sprite. Prefixed, so that no heading's id can take it. */
export function spriteIconId(name: string): string {
  return `chemdocs-icon-${name}`
}

/**
 * An icon of the sprite as HTML, decorative (aria-hidden), for markup made as text: the styled
 * footer's external links, the client's copy button. templates/Icon.tsx is its React twin.
 */
export function spriteIconHtml(name: SpriteIconName, className: string): string {
  return `<svg class="icon ${className}" aria-hidden="true" focusable="false"><use href="#${spriteIconId(name)}"></use></svg>`
}
