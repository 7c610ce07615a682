import { Component, Suspense, type ReactNode } from 'react'
import { CrashScreen } from './lazy-shell.js'

interface Props {
  children: ReactNode
  /** Changing it (a new route) clears a caught error. */
  resetKey: string
}
interface State {
  error: Error | null
  key: string
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
    // Its own chunk: most readers never see it.
    return (
      <Suspense fallback={null}>
        <CrashScreen error={error} onRetry={() => this.setState({ error: null })} />
      </Suspense>
    )
  }
}
