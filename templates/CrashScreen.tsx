/** The messages of an error and its causes, as the crash screen shows them. */
export function causeChain(error: unknown): string {
  const messages: string[] = []
  let current: unknown = error
  while (current !== undefined && current !== null && messages.length < 20) {
    messages.push(current instanceof Error ? current.message : String(current))
    current = current instanceof Error ? current.cause : undefined
  }
  return messages.join('\n\nCause:\n')
}

/** 'This page crashed.' with the cause chain, and a button that renders the page again. */
export function CrashScreen({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <main className="container page-crashed" role="alert">
      <h1>This page crashed.</h1>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
      <hr />
      <p className="error-chain">{causeChain(error)}</p>
    </main>
  )
}
