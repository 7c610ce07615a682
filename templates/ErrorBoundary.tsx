import { Component, type ReactNode } from 'react'

interface Props {
  children: ReactNode
  /** Changing it (a new route) clears a caught error. */
  resetKey: string
}
interface State {
  error: Error | null
  key: string
}

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

/** Catches a page that throws while rendering: 'This page crashed.' with the cause chain. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <main className="container page-crashed" role="alert">
        <h1>This page crashed.</h1>
        <button type="button" className="button button--primary" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
        <hr />
        <p className="error-chain">{causeChain(error)}</p>
      </main>
    )
  }
}
