import type { PageData } from '../../src/shared/types.js'
import { Breadcrumbs } from '../Breadcrumbs.js'
import { CardList } from '../CardList.js'
import { DocLayout } from '../DocLayout.js'
import { Link } from '../Link.js'
import { Paginator } from '../Paginator.js'

/** A generated category index: one card per child with its description. */
export function CategoryPage({ page }: { page: PageData }) {
  return (
    <DocLayout page={page}>
      <Breadcrumbs items={page.breadcrumbs} current={page.title} />
      <article>
        <header>
          <h1>{page.title}</h1>
          {page.description && <p className="category-description">{page.description}</p>}
        </header>
        <CardList cards={page.cards ?? []} renderLink={(card, children) => <Link to={card.href} className="card__link">{children}</Link>} />
      </article>
      <Paginator prev={page.prev} next={page.next} />
    </DocLayout>
  )
}
