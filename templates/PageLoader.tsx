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
      {busy && (
        <div className="page-spinner" role="status" aria-label="Loading">
          <svg width="128" height="110" viewBox="0 0 100 100" aria-hidden="true">
            <circle cx="50" cy="50" r="20" fill="none" strokeWidth="4" stroke="#61dafb" className="spinner-pulse" />
            <circle cx="50" cy="50" r="36" fill="none" strokeWidth="3" stroke="#61dafb" className="spinner-pulse spinner-pulse--late" />
          </svg>
        </div>
      )}
      <div aria-busy={busy || undefined} className={busy ? 'page-content page-content--busy' : 'page-content'}>
        {children}
      </div>
    </>
  )
}
