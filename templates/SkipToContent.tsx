import type { MouseEvent } from 'react'

/** First focusable element: jumps keyboard users past the navbar to the main content. */
export function SkipToContent() {
  const onClick = (event: MouseEvent) => {
    event.preventDefault()
    const target =
      document.querySelector<HTMLElement>('main') ?? document.getElementById('__chemdocs_skipToContent_fallback')
    if (!target) return
    const hadTabIndex = target.hasAttribute('tabindex')
    if (!hadTabIndex) target.setAttribute('tabindex', '-1')
    target.focus()
    if (!hadTabIndex) target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true })
  }
  return (
    <div role="region" aria-label="Skip to main content" id="skip-region" tabIndex={-1}>
      <a className="skip-link" href="#__chemdocs_skipToContent_fallback" onClick={onClick}>
        Skip to main content
      </a>
    </div>
  )
}
