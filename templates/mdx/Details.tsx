import { Children, isValidElement, type ReactNode } from 'react'

export interface DetailsProps {
  /** The always-visible line; a `<summary>` child works too, as in Docusaurus. */
  summary?: ReactNode
  children?: ReactNode
}

/**
 * A native `<details>` element: it opens and closes without any JavaScript; once the client runs,
 * src/client/details.ts animates its `.details__content` like a sidebar category.
 */
export default function Details({ summary, children }: DetailsProps) {
  const items = Children.toArray(children)
  const summaryChild = items.find((c) => isValidElement(c) && c.type === 'summary')
  const rest = summaryChild ? items.filter((c) => c !== summaryChild) : items
  return (
    <details className="details">
      {summaryChild ?? <summary>{summary ?? 'Details'}</summary>}
      <div className="details__content">{rest}</div>
    </details>
  )
}
