import type { ReactNode } from 'react'

/** What the 404 page says; `homeLink` renders the link back to the documentation's home. */
export function NotFoundContent({ homeLink }: { homeLink: (label: string) => ReactNode }) {
  return (
    <main className="container prose">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for. The page may have moved when the documentation was reorganised.</p>
      <p>Try the search box above, or start again from the {homeLink('documentation home')}.</p>
    </main>
  )
}
