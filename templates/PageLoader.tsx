import type { ReactNode } from 'react'

/** The state of a route load, driven by the client router. */
export type LoadStatus =
  | { state: 'idle' }
  | { state: 'loading'; pastDelay: boolean }
  | { state: 'error'; error: string; retry: () => void }

/**
 * Shows the current page, a spinner once a load has taken longer than the delay, or an error box
 * with a Retry button when the load failed.
 */
export function PageLoader({ status, children }: { status: LoadStatus; children: ReactNode }) {
  if (status.state === 'error') {
    return (
      <div className="page-load-error" role="alert">
        <div>{status.error}</div>
        <button type="button" className="button" onClick={status.retry}>
          Retry
        </button>
      </div>
    )
  }
  const busy = status.state === 'loading' && status.pastDelay
  return (
    <>
      {/* The spinner's SVG lives in styles.css: markup no page needs until a load is slow. */}
      {busy && <div className="page-spinner" role="status" aria-label="Loading" />}
      <div aria-busy={busy || undefined} className={busy ? 'page-content page-content--busy' : 'page-content'}>
        {children}
      </div>
    </>
  )
}
