// Dev only (bundled in `chemdocs serve`): reloads the page after each good rebuild, keeping the
// scroll position, and shows the problems of a failed rebuild in an overlay until they are fixed.
import { DEV_EVENTS_PATH, DEV_REVISION_META, isNewer, parseRevision, type DevMessage, type DevProblem } from '../shared/dev-protocol.js'

const SCROLL_KEY = 'chemdocs:live-reload-scroll'
const OVERLAY_ID = 'chemdocs-dev-overlay'

/** The revision this page was served at (stamped by the dev server). */
let served = parseRevision(document.querySelector<HTMLMetaElement>(`meta[name="${DEV_REVISION_META}"]`)?.content)

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

function showOverlay(message: Extract<DevMessage, { type: 'problems' }>): void {
  let host = document.getElementById(OVERLAY_ID)
  if (!host) {
    host = document.createElement('div')
    host.id = OVERLAY_ID
    host.attachShadow({ mode: 'open' })
    document.body.append(host)
  }
  host.hidden = false
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
    const e = document.createElement(tag)
    if (text !== undefined) e.textContent = text
    if (className) e.className = className
    return e
  }
  const panel = el('section', undefined, 'panel')
  panel.setAttribute('role', 'alert')
  panel.setAttribute('aria-labelledby', 'chemdocs-overlay-title')
  const title = el('h2', message.summary)
  title.id = 'chemdocs-overlay-title'
  const close = el('button', '×', 'close')
  close.type = 'button'
  close.setAttribute('aria-label', 'Hide until the next problem')
  close.addEventListener('click', () => (host!.hidden = true))
  const list = el('ul')
  for (const p of message.problems) {
    const item = el('li')
    item.append(el('code', where(p), 'where'), el('span', ` ${p.message} `), el('small', p.ruleId))
    list.append(item)
  }
  panel.append(close, title, list, el('p', 'Save a fix and this page reloads by itself.', 'hint'))
  const style = el('style', OVERLAY_CSS)
  host.shadowRoot!.replaceChildren(style, panel)
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
.where{color:#82b1ff}small{color:#9e9e9e}.hint{margin:.75rem 0 0;color:#bdbdbd}
.close{position:absolute;top:.5rem;right:.75rem;background:none;border:0;color:inherit;font-size:20px;cursor:pointer}
.close:focus-visible{outline:2px solid #82b1ff}`

function connect(): void {
  const events = new EventSource(DEV_EVENTS_PATH)
  events.onmessage = (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as DevMessage
    // Without a stamp (never expected), the first message is the baseline rather than a reload loop.
    served ??= message
    // Revision 0 means the server has not finished its first build yet.
    if (message.revision > 0 && isNewer(message, served)) return reload()
    if (message.type === 'problems') showOverlay(message)
    else hideOverlay()
  }
}

restoreScroll()
connect()
