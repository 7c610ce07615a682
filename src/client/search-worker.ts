// The search worker: fetches the index on first use and answers queries (search-service.ts), so
// neither download nor indexing ever blocks the page.
import type { SearchRequest, SearchResponse } from '../shared/search-protocol.js'
import { createSearchService } from './search-service.js'

// The client project is typed for the DOM, not for workers: declare the little used here.
const worker = self as unknown as {
  onmessage: ((event: { data: SearchRequest }) => void) | null
  postMessage(message: SearchResponse): void
}

const answer = createSearchService(async (url) => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`search index ${url}: HTTP ${response.status}`)
  return (await response.json()) as unknown
})

worker.onmessage = ({ data: request }) => {
  answer(request).then(
    (response) => worker.postMessage(response),
    (error: unknown) => worker.postMessage({ type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) }),
  )
}
