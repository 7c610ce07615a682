import type { PageData } from '../../src/shared/types.js'
import { Breadcrumbs } from '../Breadcrumbs.js'
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
        <ul className="cards">
          {(page.cards ?? []).map((card) => (
            <li key={card.href} className="card">
              <Link to={card.href} className="card__link">
                <h2 className="card__title">
                  <span aria-hidden="true">{card.isCategory ? '🗃️ ' : '📄️ '}</span>
                  {card.label}
                </h2>
                <p className="card__description">{card.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </article>
      <Paginator prev={page.prev} next={page.next} />
    </DocLayout>
  )
}
