import { Component, type ReactNode } from 'react'

export interface ErrorBoundaryProps {
  /** What to show instead of children that threw; `tryAgain` renders them again. */
  fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode
  children?: ReactNode
}

/**
 * `@docusaurus/ErrorBoundary`: children that throw in the browser are replaced by `fallback`
 * (by default the error's message). On the server a throw still fails the build, at its place.
 */
export default class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override render(): ReactNode {
    const { error } = this.state
    if (!error) return this.props.children
    const tryAgain = () => this.setState({ error: null })
    return this.props.fallback ? this.props.fallback({ error, tryAgain }) : <p role="alert">{error.message}</p>
  }
}
