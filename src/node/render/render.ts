import { renderToString } from 'react-dom/server'
import { createElement } from 'react'
import { App } from '../../../templates/App.js'
import type { PageData, SiteData } from '../../shared/types.js'
import { alternateUrls, documentTitle, pageHeadTags } from '../../shared/page-head.js'
import { withBase } from '../../shared/url.js'
import type { Manifest } from './bundle.js'
import { pagePolicy, scriptHash, type CspAllowances } from '../content-policy.js'
import type { HeadExtras } from './head-extras.js'
import { iconSprite } from '../icons.js'
import { COLOR_MODE_ICONS, SPRITE_ICONS } from '../../shared/icons.js'

export interface RenderContext {
  site: SiteData
  manifest: Manifest
  /** URL path (without base) of the site data JSON. */
  siteDataPath: string
  /** URL paths (without base) of the site's own stylesheets, linked after the theme's. */
  customCss?: string[]
  /** The config's headTags and scripts (head-extras.ts). */
  head?: HeadExtras
  /** Origins the config allows in the Content-Security-Policy (`csp`). */
  allow?: CspAllowances
}

/** Escapes text for HTML attribute and element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/** JSON that is safe inside a <script> element. */
export function serializeForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/**
 * The hideable sidebar (its buttons are in templates/DocLayout.tsx), part of the theme script: the stored
 * choice applied before paint, and one delegated listener for both buttons (no inline handlers),
 * which moves focus to the button that replaces the one pressed. The key is chemdocs' own.
 */
const sidebarScript = `var k='chemdocs.sidebar.hidden';try{if(localStorage.getItem(k)==='true')d.setAttribute('data-sidebar-hidden','true')}catch(e){}document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('.sidebar-collapse,.sidebar-expand');if(!b)return;var h=b.className==='sidebar-collapse';d.setAttribute('data-sidebar-hidden',String(h));try{localStorage.setItem(k,String(h))}catch(e){}var o=document.querySelector(h?'.sidebar-expand':'.sidebar-collapse');o&&o.focus()})`

/** Runs before paint: sets the colour mode and hides a dismissed announcement bar and a hidden sidebar (no flash). */
export function themeScript(site: SiteData): string {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = site.colorMode
  return `(function(){var d=document.documentElement,c=null;${
    disableSwitch ? '' : `try{c=new URLSearchParams(location.search).get('docusaurus-theme')||localStorage.getItem('theme')}catch(e){}`
  }var s=${respectPrefersColorScheme}&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':${respectPrefersColorScheme ? "'light'" : 'null'};d.setAttribute('data-theme',c==='dark'||c==='light'?c:(s||${JSON.stringify(defaultMode)}));d.setAttribute('data-theme-choice',c==='dark'||c==='light'?c:(${respectPrefersColorScheme}?'system':${JSON.stringify(defaultMode)}));try{d.setAttribute('data-announcement-bar-initially-dismissed',String(localStorage.getItem('docusaurus.announcement.dismiss')==='true'))}catch(e){}${site.hideableSidebar ? sidebarScript : ''}})()`
}

/**
 * On the home page only: if the app script never ran (a wrong base URL makes every asset 404),
 * tell the reader and suggest the base URL that would work.
 */
export function baseUrlBannerScript(base: string): string {
  return `document.addEventListener('DOMContentLoaded',function(){if(window.__chemdocsRuntime)return;var p=location.pathname;if(p.slice(-1)!=='/')p+='/';var c=document.createElement('div');c.id='__chemdocs-base-url-issue-banner-container';var b=document.createElement('div');b.id='__chemdocs-base-url-issue-banner';b.style.cssText='border:thick solid red;background:#fa383e;color:#fff;margin:20px;padding:20px;font-size:20px';var l=['Your site did not load properly.','A very common reason is a wrong site baseUrl configuration.','Current configured baseUrl = '+${JSON.stringify(base)}+(${JSON.stringify(base)}==='/'?' (default value)':''),'We suggest trying baseUrl = '+p];l.forEach(function(t){var e=document.createElement('p');e.textContent=t;b.appendChild(e)});c.appendChild(b);document.body.prepend(c)})`
}

/** The icons the page's app shell and scripts may draw: the colour-mode button's only where it is shown. */
function spriteOf(site: SiteData): string {
  return iconSprite([...Object.values(SPRITE_ICONS), ...(site.colorMode.disableSwitch ? [] : Object.values(COLOR_MODE_ICONS))])
}

/**
 * The full HTML document of one route: head, the rendered app shell, page data, scripts. `body` is
 * the app shell's HTML when a site's own shell rendered it (see shell-render.ts).
 */
export function renderPage(page: PageData, ctx: RenderContext, body = renderToString(createElement(App, { site: ctx.site, page }))): string {
  const { site, manifest } = ctx
  const isHome = page.route === '/'
  const title = documentTitle(site, page)
  const theme = themeScript(site)
  const banner = isHome ? baseUrlBannerScript(site.base) : undefined
  const csp = pagePolicy([scriptHash(theme), ...(banner ? [scriptHash(banner)] : []), ...(ctx.head?.inlineScriptHashes ?? [])], ctx.allow)
  const { html: _html, ...pageWithoutHtml } = page
  const a = (p: string) => escapeHtml(withBase(site.base, p))
  const head = [
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="generator" content="chemdocs ${escapeHtml(site.generatorVersion)}">`,
    `<title>${escapeHtml(title)}</title>`,
    ...pageHeadTags(site, page).map((t) => (t.value ? `<${t.tag} ${t.key}="${t.name}" ${t.attr}="${escapeHtml(t.value)}">` : '')),
    `<meta property="og:site_name" content="${escapeHtml(site.title)}">`,
    site.favicon ? `<link rel="icon" href="${escapeHtml(site.favicon)}">` : '',
    `<link rel="stylesheet" href="${a(manifest.css)}">`,
    ...(ctx.customCss ?? []).map((css) => `<link rel="stylesheet" href="${a(css)}">`),
    `<link rel="preload" href="${a(ctx.siteDataPath)}" as="fetch" crossorigin="anonymous">`,
    ...alternateUrls(site, page).map((a) => `<link rel="alternate" href="${escapeHtml(a.href)}" hreflang="${escapeHtml(a.lang)}">`),
    ctx.head?.html ?? '',
    `<script type="module" src="${a(manifest.entry)}"></script>`,
    manifest.liveReload ? `<script type="module" src="${a(manifest.liveReload)}"></script>` : '',
    banner ? `<script>${banner}</script>` : '',
  ]
    .filter(Boolean)
    .join('')
  const locale = site.locales?.all.find((l) => l.locale === site.locales!.current)
  return `<!doctype html><html lang="${escapeHtml(locale?.htmlLang ?? 'en')}" dir="${locale?.direction ?? 'ltr'}" data-theme="${site.colorMode.defaultMode}"><head>${head}</head><body><script>${theme}</script>${spriteOf(site)}<div id="__chemdocs" data-site="${a(ctx.siteDataPath)}">${body}</div><script type="application/json" id="__chemdocs_page">${serializeForScript(pageWithoutHtml)}</script></body></html>`
}
