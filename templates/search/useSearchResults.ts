import { useCallback, useEffect, useRef, useState } from 'react'
import type { SearchResult } from '../../src/shared/search-protocol.js'
import { useSearchClient } from './search-client.js'

/**
 * Asks the worker for results in a search context (shared by the box and the search page).
 * Replies to outdated queries are dropped. The first answers come from titles and headings alone
 * (`partial`); once one is on screen, its query is asked again `whole`, which fetches the section
 * texts (most of the index's bytes, so never before a query has been answered), and the answer
 * replaces it with `refresh` set. `loading` is true while the context's titles and headings load
 * and while the answer shown is partial. `related` is the page the reader is on and `section` the
 * path of their context, if the results should favour their part of the docs. `onFailure` is
 * called when the index or the worker fails.
 */
export function useSearchResults(context: string, limit: number, options: { related?: string; section?: string; version?: string; onResult?: (result: SearchResult, refresh: boolean) => void; onFailure?: () => void } = {}) {
  const { related, section, version, onResult, onFailure } = options
  const client = useSearchClient()
  const [result, setResult] = useState<SearchResult | null>(null)
  const [loading, setLoading] = useState(false)
  const [failure, setFailure] = useState('')
  const latest = useRef(0)
  // A partial answer being rendered (its query and request), to be asked again whole once shown.
  const askWhole = useRef<{ q: string; id: number } | undefined>(undefined)
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
    client.search({ q, context, limit, related, section, version, whole: refresh }).then(
      (next) => {
        if (id !== latest.current) return
        askWhole.current = next.partial && !refresh ? { q, id } : undefined
        setFailure('')
        setResult(next)
        onResult?.(next, refresh)
      },
      (error: unknown) => id === latest.current && fail(error),
    )
  }
  // After the render that shows a partial answer (effects run once it is in the DOM), unless the
  // reader has typed on since.
  useEffect(() => {
    const asked = askWhole.current
    askWhole.current = undefined
    if (asked?.id === latest.current) search(asked.q, true)
  }, [result])

  return {
    result,
    loading: !failure && (loading || result?.partial === true),
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
