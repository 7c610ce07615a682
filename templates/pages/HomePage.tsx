import type { HomeData } from '../../src/shared/types.js'
import { useSite } from '../context.js'
import { Link } from '../Link.js'

/**
 * The home page of a site that has none of its own (no page at `/`): title, tagline, up to two
 * buttons and a grid of feature cards, from the config's `home` (one button to the docs without).
 */
export function HomePage() {
  const site = useSite()
  const actions = site.home?.actions.length ? site.home.actions : [{ label: 'Read the documentation', to: site.docsHome }]
  const features = site.home?.features ?? []
  return (
    <main className="home">
      <header className="hero">
        <h1 className="hero__title">{site.title}</h1>
        {site.tagline && <p className="hero__subtitle">{site.tagline}</p>}
        <div className="hero__actions">
          {actions.map((action, i) => (
            <Link key={action.to} to={action.to} className={i === 0 ? 'button button--primary button--lg' : 'button button--lg'}>
              {action.label}
            </Link>
          ))}
        </div>
      </header>
      {features.length > 0 && (
        <section className="container" aria-label="Features">
          <ul className="features">
            {features.map((feature) => (
              <li key={feature.title} className="feature">
                <FeatureCard feature={feature} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  )
}

function FeatureCard({ feature }: { feature: HomeData['features'][number] }) {
  const body = (
    <>
      <h2 className="feature__title">{feature.title}</h2>
      <p className="feature__text">{feature.text}</p>
    </>
  )
  return feature.to ? (
    <Link to={feature.to} className="feature__body feature__body--link">
      {body}
    </Link>
  ) : (
    <div className="feature__body">{body}</div>
  )
}
