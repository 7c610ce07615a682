/** A thin progress bar at the top of the page during slow route changes (nprogress-like). */
const MINIMUM = 0.08
const SPEED = 200
const TRICKLE_MS = 800

let bar: HTMLDivElement | null = null
let value = 0
let trickle: number | undefined

export function startProgress(): void {
  if (!bar) {
    const root = document.createElement('div')
    root.id = 'nprogress'
    root.setAttribute('role', 'progressbar')
    root.setAttribute('aria-label', 'Loading page')
    bar = document.createElement('div')
    bar.className = 'bar'
    bar.innerHTML = '<div class="peg"></div>'
    root.appendChild(bar)
    document.body.appendChild(root)
  }
  set(MINIMUM)
  window.clearInterval(trickle)
  trickle = window.setInterval(() => set(value + (1 - value) * 0.02 * Math.random() * 5), TRICKLE_MS)
}

export function doneProgress(): void {
  window.clearInterval(trickle)
  if (!bar) return
  set(1)
  const root = bar.parentElement
  bar = null
  value = 0
  window.setTimeout(() => root?.remove(), SPEED * 2)
}

export function isProgressShown(): boolean {
  return bar !== null
}

function set(n: number): void {
  value = Math.min(Math.max(n, MINIMUM), 1)
  if (bar) {
    bar.style.transition = `transform ${SPEED}ms ease`
    bar.style.transform = `translate3d(${(-1 + value) * 100}%,0,0)`
  }
}
