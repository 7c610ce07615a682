import { useCallback, useRef, useState } from 'react'
import type { SearchResult } from '../../src/shared/search-protocol.js'
import { useSearchClient } from './search-client.js'

/**
 * Asks the worker for results in a search context (shared by the box and the search page).
 * Replies to outdated queries are dropped; a partial answer (titles and headings only) is asked
 * again once the context is fully indexed, with `refresh` set. `loading` is true until the
 * context is fully indexed. `related` is the page the reader is on and `section` the path of their
 * context, if the results should favour their part of the docs. `onFailure` is called when the
 * index or the worker fails.
 */
export function useSearchResults(context: string, limit: number, options: { related?: string; section?: string; version?: string; onResult?: (result: SearchResult, refresh: boolean) => void; onFailure?: () => void } = {}) {
  const { related, section, version, onResult, onFailure } = options
  const client = useSearchClient()
  const [result, setResult] = useState<SearchResult | null>(null)
  const [loading, setLoading] = useState(false)
  const [failure, setFailure] = useState('')
  const latest = useRef(0)
  const fail = (error: unknown) => {
    setFailure(error instanceof Error ? error.message : String(error))
    onFailure?.()
  }

  const warmUp = useCallback(() => {
    if (!client) return
    setLoading(true)
    client.load(context, version).then(
      () => setLoading(false),
      (error: unknown) => {
        setLoading(false)
        fail(error)
      },
    )
  }, [client, context, version])

  const search = (q: string, refresh = false): void => {
    const id = ++latest.current
    if (!client || !q.trim()) {
      setResult(null)
      return
    }
    if (!refresh) warmUp()
    client.search({ q, context, limit, related, section, version }).then(
      (next) => {
        if (id !== latest.current) return
        setFailure('')
        setResult(next)
        onResult?.(next, refresh)
        if (next.partial) void client.load(context, version).then(() => (id === latest.current ? search(q, true) : undefined))
      },
      (error: unknown) => id === latest.current && fail(error),
    )
  }

  return {
    result,
    loading,
    failure,
    warmUp,
    search,
    /** Forgets the results and drops replies still on their way. */
    reset: () => {
      latest.current++
      setResult(null)
    },
  }
}
