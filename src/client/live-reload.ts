// Dev only (bundled in `chemdocs serve`): after each good rebuild, brings the open page up to date,
// in place when only its article changed (scroll, open menus and typed text stay as they are),
// else by a reload that keeps the scroll position; shows the problems of a failed rebuild in an
// overlay until they are fixed.
import { DEV_EVENTS_PATH, DEV_OPEN_HEADER, DEV_OPEN_PATH, DEV_REVISION_META, isNewer, parseRevision, type DevMessage, type DevProblem } from '../shared/dev-protocol.js'

const SCROLL_KEY = 'chemdocs:live-reload-scroll'
const OVERLAY_ID = 'chemdocs-dev-overlay'

/** The revision this page was served at (stamped by the dev server). */
let served = parseRevision(document.querySelector<HTMLMetaElement>(`meta[name="${DEV_REVISION_META}"]`)?.content)

/** Sent on window for the app (router.ts), which shows the replaced article as a new page: copy buttons, tabs, TOC spy. */
const ARTICLE_REPLACED = 'chemdocs:article'

/**
 * What must be unchanged for an article to be swapped in place: the scripts and stylesheets, the
 * page's data (title, TOC, breadcrumbs…) and the site data less its route chunks (which name every
 * page's new chunk after each rebuild). A page with client components is reloaded: its islands
 * need hydrating by the app.
 */
async function shellOf(doc: Document): Promise<string | undefined> {
  const siteUrl = doc.getElementById('__chemdocs')?.dataset.site
  const article = doc.querySelector('.markdown')
  if (!siteUrl || !article || article.querySelector('chemdocs-island')) return undefined
  const assets = [...doc.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('head script[src], head link[rel="stylesheet"]')].map((e) => ('src' in e ? e.src : e.href))
  const res = await fetch(siteUrl)
  if (!res.ok) return undefined
  const { chunks: _chunks, ...site } = (await res.json()) as { chunks?: unknown }
  return JSON.stringify([assets, doc.getElementById('__chemdocs_page')?.textContent, site])
}

/** The page as served: its shell and its article, read before the app changes the DOM. */
const shown = { shell: shellOf(document).catch(() => undefined), article: document.querySelector('.markdown')?.innerHTML }

/**
 * Brings the page to the server's latest revision. When only its article changed, in place, and
 * true; else (a static file, a stylesheet, the sidebar or the title changed) by a reload.
 */
async function update(): Promise<boolean> {
  try {
    const res = await fetch(location.href, { cache: 'no-store' })
    const next = new DOMParser().parseFromString(await res.text(), 'text/html')
    const [before, after] = await Promise.all([shown.shell, shellOf(next)])
    const article = next.querySelector('.markdown')?.innerHTML
    const current = document.querySelector('.markdown')
    if (res.ok && before !== undefined && before === after && current && article !== undefined && article !== shown.article) {
      current.innerHTML = shown.article = article
      served = parseRevision(next.querySelector<HTMLMetaElement>(`meta[name="${DEV_REVISION_META}"]`)?.content) ?? served
      dispatchEvent(new Event(ARTICLE_REPLACED))
      return true
    }
  } catch {
    /* the server restarts, or answers oddly: reload */
  }
  reload()
  return false
}

function reload(): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ href: location.href, x: window.scrollX, y: window.scrollY }))
  } catch {
    /* storage disabled: reload without keeping the position */
  }
  location.reload()
}

/** After a live reload, scrolls back to where the reader was, once the app has hydrated. */
function restoreScroll(): void {
  let saved: { href: string; x: number; y: number } | undefined
  try {
    saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') ?? undefined
    sessionStorage.removeItem(SCROLL_KEY)
  } catch {
    return
  }
  if (!saved || saved.href !== location.href) return
  const { x, y } = saved
  const root = document.documentElement
  const scroll = () => window.scrollTo(x, y)
  if (root.dataset.hasHydrated === 'true') return scroll()
  const observer = new MutationObserver(() => {
    if (root.dataset.hasHydrated !== 'true') return
    observer.disconnect()
    scroll()
  })
  observer.observe(root, { attributes: true, attributeFilter: ['data-has-hydrated'] })
  // A page that never hydrates (a script error) still gets its position back.
  window.addEventListener('load', () => setTimeout(() => (observer.disconnect(), scroll()), 1000), { once: true })
}

const where = (p: DevProblem) => `${p.file}${p.line === undefined ? '' : `:${p.line}:${p.column ?? 1}`}`
const WARNINGS_DISMISSED_KEY = 'chemdocs:dismissed-warnings'

/** What the overlay shows: the errors of a failed rebuild, or the warnings of a good one. */
interface OverlayContent {
  kind: 'errors' | 'warnings'
  summary: string
  problems: DevProblem[]
}

function showOverlay(content: OverlayContent): void {
  let host = document.getElementById(OVERLAY_ID)
  if (!host) {
    host = document.createElement('div')
    host.id = OVERLAY_ID
    host.attachShadow({ mode: 'open' })
    document.body.append(host)
  }
  host.hidden = false
  host.dataset.kind = content.kind
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
    const e = document.createElement(tag)
    if (text !== undefined) e.textContent = text
    if (className) e.className = className
    return e
  }
  const panel = el('section', undefined, `panel ${content.kind}`)
  panel.setAttribute('role', content.kind === 'errors' ? 'alert' : 'status')
  panel.setAttribute('aria-labelledby', 'chemdocs-overlay-title')
  const title = el('h2', content.summary)
  title.id = 'chemdocs-overlay-title'
  const close = el('button', '×', 'close')
  close.type = 'button'
  close.setAttribute('aria-label', content.kind === 'errors' ? 'Hide until the next problem' : 'Hide these warnings')
  close.addEventListener('click', () => {
    host!.hidden = true
    if (content.kind === 'warnings') remember(WARNINGS_DISMISSED_KEY, JSON.stringify(content.problems))
  })
  const list = el('ul')
  for (const p of content.problems) {
    const item = el('li')
    const place = el('button', where(p), 'where')
    place.type = 'button'
    place.title = 'Open in your editor (or copy the place)'
    const status = el('span', '', 'status')
    place.addEventListener('click', () => void openOrCopy(p, status))
    item.append(place, status, el('span', ` ${p.message} `), el('small', p.ruleId))
    list.append(item)
  }
  const hint = content.kind === 'errors' ? 'Save a fix and this page updates by itself.' : 'The site built; these warnings do not stop it.'
  panel.append(close, title, list, el('p', hint, 'hint'))
  const style = el('style', OVERLAY_CSS)
  host.shadowRoot!.replaceChildren(style, panel)
}

/** Asks the dev server to open the place in the writer's editor; without one, copies `file:line:col`. */
async function openOrCopy(p: DevProblem, status: HTMLElement): Promise<void> {
  try {
    const res = await fetch(DEV_OPEN_PATH, { method: 'POST', headers: { [DEV_OPEN_HEADER]: '1', 'Content-Type': 'application/json' }, body: JSON.stringify({ file: p.file, line: p.line ?? 1, column: p.column ?? 1 }) })
    if (res.ok && ((await res.json()) as { opened?: boolean }).opened === true) {
      status.textContent = ' opened in your editor'
      return
    }
  } catch {
    /* the server is gone: copy instead */
  }
  try {
    await navigator.clipboard.writeText(where(p))
    status.textContent = ' copied'
  } catch {
    status.textContent = ' (select and copy it)'
  }
}

function remember(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value)
  } catch {
    /* storage disabled: the warnings come back on the next reload */
  }
}

function recalled(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function hideOverlay(): void {
  document.getElementById(OVERLAY_ID)?.remove()
}

const OVERLAY_CSS = `
.panel{position:fixed;inset:auto 1rem 1rem 1rem;max-height:60vh;overflow:auto;z-index:2147483647;
  background:#1e1e1e;color:#f3f3f3;border-top:4px solid #ff5252;border-radius:6px;padding:1rem 1.25rem;
  font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;box-shadow:0 8px 30px rgba(0,0,0,.4)}
h2{margin:0 2rem .5rem 0;font-size:15px;color:#ff8a80}
ul{margin:0;padding:0;list-style:none}li{margin:.35rem 0}
.warnings{border-top-color:#ffb300}.warnings h2{color:#ffd54f}
.where{color:#82b1ff;background:none;border:0;padding:0;font:inherit;text-decoration:underline;cursor:pointer}
.where:focus-visible{outline:2px solid #82b1ff}.status{color:#a5d6a7}small{color:#9e9e9e}.hint{margin:.75rem 0 0;color:#bdbdbd}
.close{position:absolute;top:.5rem;right:.75rem;background:none;border:0;color:inherit;font-size:20px;cursor:pointer}
.close:focus-visible{outline:2px solid #82b1ff}`

/** One message at a time: an update in place finishes before the next message is looked at. */
let handling = Promise.resolve()

function connect(): void {
  const events = new EventSource(DEV_EVENTS_PATH)
  events.onmessage = (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as DevMessage
    handling = handling.then(() => handle(message))
  }
}

async function handle(message: DevMessage): Promise<void> {
  // Without a stamp (never expected), the first message is the baseline rather than a reload loop.
  served ??= message
  // Revision 0 means the server has not finished its first build yet.
  if (message.revision > 0 && isNewer(message, served) && !(await update())) return
  if (message.type === 'problems') return showOverlay({ kind: 'errors', summary: message.summary, problems: message.problems })
  const warnings = message.warnings ?? []
  if (warnings.length === 0 || recalled(WARNINGS_DISMISSED_KEY) === JSON.stringify(warnings)) return hideOverlay()
  const n = warnings.length
  showOverlay({ kind: 'warnings', summary: `⚠ ${n} warning${n === 1 ? '' : 's'}`, problems: warnings })
}

restoreScroll()
connect()
