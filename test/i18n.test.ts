import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { loadConfig } from '../src/node/config/config.js'
import { BuildFailedError, type Diagnostic } from '../src/node/diagnostics.js'
import { buildSite } from '../src/node/i18n/build-locales.js'
import { display } from '../src/node/display-path.js'
import { MemoryWriter } from '../src/node/write/write.js'
import { startDevServer } from '../src/node/serve/dev-server.js'
import { decodeSearchIndex } from '../src/shared/search-codec.js'
import { createSearchIndex } from '../src/shared/search-engine.js'
import { querySearchIndex } from '../src/shared/search-rank.js'
import type { SiteData } from '../src/shared/types.js'
import { FIXTURES, readSearchIndex } from './helpers.js'
import { fromDocusaurusConfig } from '../src/node/config/docusaurus-config.js'

/** Builds a site in all its languages into memory; the diagnostics of a failed build instead. */
async function buildAll(dir: string): Promise<{ writer: MemoryWriter; diagnostics: Diagnostic[]; failed: boolean }> {
  const config = await loadConfig(dir)
  const writer = new MemoryWriter()
  try {
    const result = await buildSite(config, { mode: 'production', writer })
    return { writer, diagnostics: result.diagnostics, failed: false }
  } catch (error) {
    if (error instanceof BuildFailedError) return { writer, diagnostics: error.diagnostics, failed: true }
    throw error
  }
}

/** The site data (assets/site.*.json) of the locale under `prefix` ('' for the default). */
function siteData(writer: MemoryWriter, prefix: string): SiteData {
  const file = [...writer.files.keys()].find((p) => new RegExp(`^${prefix}assets/site\\.[0-9a-f]{8}\\.json$`).test(p))!
  return JSON.parse(String(writer.files.get(file))) as SiteData
}

/** Copies a fixture to a temporary folder, to build it with one file changed. */
function copyOf(name: string, temps: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-i18n-'))
  temps.push(dir)
  cpSync(path.join(FIXTURES, name), dir, { recursive: true })
  return dir
}

describe('i18n-docusaurus: a Docusaurus site in English (default), French and Arabic', () => {
  let writer: MemoryWriter
  let diagnostics: Diagnostic[]
  const page = (file: string) => String(writer.files.get(file) ?? '')
  beforeAll(async () => {
    ;({ writer, diagnostics } = await buildAll(path.join(FIXTURES, 'i18n-docusaurus')))
  })

  it('builds every locale with no problem: the default at the root, the others under /<locale>/', () => {
    expect(diagnostics).toEqual([])
    for (const prefix of ['', 'fr/', 'ar/']) {
      for (const route of ['index.html', 'docs/intro/index.html', 'docs/guide/setup/index.html', 'docs/guide/cleaning/index.html', 'about/index.html', 'blog/index.html', 'blog/2024/03/01/launch/index.html', '404.html']) {
        expect(writer.files.has(prefix + route), prefix + route).toBe(true)
      }
    }
    expect(writer.files.has('en/docs/intro/index.html')).toBe(false)
  })

  it('shows translated docs, pages and posts, and the default file where there is no translation', () => {
    expect(page('fr/docs/intro/index.html')).toContain('Beaker mesure les volumes des réactifs liquides.')
    expect(page('docs/intro/index.html')).toContain('Beaker measures volumes of liquid reagents.')
    expect(page('fr/docs/guide/setup/index.html')).toContain('<h1>Réglage</h1>')
    // An image beside the translation is published with it.
    const image = /<img src="(\/fr\/assets\/[^"]+\.png)"[^>]*alt="Schéma du réglage"/.exec(page('fr/docs/guide/setup/index.html'))
    expect(image).not.toBeNull()
    expect(writer.files.has(image![1]!.slice(1))).toBe(true)
    expect(page('fr/about/index.html')).toContain('<h1>À propos</h1>')
    expect(page('fr/blog/2024/03/01/launch/index.html')).toContain('La documentation du bécher est en ligne.')
    // Not translated: the English text, in the French site (its links stay in French).
    const cleaning = page('fr/docs/guide/cleaning/index.html')
    expect(cleaning).toContain('Rinse the glassware with acetone')
    expect(cleaning).toContain('href="/fr/docs/guide/setup#calibration"')
    // A translation's relative links find files translated or not.
    expect(page('fr/docs/intro/index.html')).toContain('href="/fr/docs/guide/cleaning">nettoyage</a>')
  })

  it('gives <Translate> the locale\'s code.json message, and the default message where there is none', () => {
    expect(page('docs/intro/index.html')).toContain('<p class="greeting">Welcome to the lab</p>')
    expect(page('fr/docs/intro/index.html')).toContain('<p class="greeting">Bienvenue au laboratoire</p>')
    expect(page('ar/docs/intro/index.html')).toContain('<p class="greeting">مرحبا بكم في المختبر</p>')
  })

  it('translates navbar and footer labels (navbar.json, footer.json) and sidebar categories (current.json)', () => {
    const fr = siteData(writer, 'fr/')
    expect(fr.navbarTitle).toBe('Bécher')
    expect(fr.navbar[0]).toMatchObject({ label: 'Documentation', href: '/docs/intro' })
    expect(fr.footer.links).toEqual([{ label: 'Guide de réglage', href: '/docs/guide/setup', external: false }])
    expect(fr.footer.copyright).toBe('Les gens du bécher')
    expect(fr.sidebar.find((i) => i.type === 'category')).toMatchObject({ label: 'Guide pratique' })
    const en = siteData(writer, '')
    expect(en.navbar[0]).toMatchObject({ label: 'Docs' })
    expect(en.sidebar.find((i) => i.type === 'category')).toMatchObject({ label: 'Guide' })
    expect(page('fr/docs/intro/index.html')).toContain('>Documentation</a>')
    // The breadcrumbs name the category as the sidebar does.
    expect(page('fr/docs/guide/setup/index.html')).toMatch(/<nav class="breadcrumbs"[^>]*>.*<a href="[^"]*">Guide pratique<\/a>/)
    expect(page('docs/guide/setup/index.html')).toMatch(/<nav class="breadcrumbs"[^>]*>.*<a href="[^"]*">Guide<\/a>/)
  })

  it('sets <html lang dir> per locale and links every language of each page (hreflang)', () => {
    expect(page('docs/intro/index.html')).toMatch(/^<!doctype html><html lang="en" dir="ltr"/)
    expect(page('fr/docs/intro/index.html')).toMatch(/^<!doctype html><html lang="fr-FR" dir="ltr"/)
    expect(page('ar/docs/intro/index.html')).toMatch(/^<!doctype html><html lang="ar" dir="rtl"/)
    const alternates = page('fr/docs/guide/setup/index.html').match(/<link rel="alternate"[^>]*>/g)
    expect(alternates).toEqual([
      '<link rel="alternate" href="https://beaker.example.org/docs/guide/setup" hreflang="en">',
      '<link rel="alternate" href="https://beaker.example.org/fr/docs/guide/setup" hreflang="fr-FR">',
      '<link rel="alternate" href="https://beaker.example.org/ar/docs/guide/setup" hreflang="ar">',
      '<link rel="alternate" href="https://beaker.example.org/docs/guide/setup" hreflang="x-default">',
    ])
  })

  it('shows a language menu whose entries open the same page in each language', () => {
    const html = page('fr/docs/guide/setup/index.html')
    expect(html).toContain('aria-label="Languages: Français (FR)"')
    const entries = [...html.matchAll(/<a href="([^"]*)" lang="([^"]*)"[^>]*class="dropdown__link[^"]*">([^<]*)<\/a>/g)].map((m) => [m[1], m[2], m[3]])
    expect(entries).toEqual([
      ['/docs/guide/setup', 'en', 'English'],
      ['/fr/docs/guide/setup', 'fr-FR', 'Français (FR)'],
      ['/ar/docs/guide/setup', 'ar', 'العربية'],
    ])
  })

  it('writes a search index per locale, which the locale\'s pages query', () => {
    const query = (prefix: string, q: string) => {
      const url = siteData(writer, prefix).search.indexUrls['']!
      expect(url.startsWith(`/${prefix}assets/`)).toBe(true)
      const index = createSearchIndex(decodeSearchIndex(readSearchIndex((f) => writer.read(f), url.slice(1))))
      return [...new Set(querySearchIndex(index, q, 8).hits.map((h) => h.u))]
    }
    expect(query('fr/', 'réactifs')).toEqual(['/fr/docs/intro'])
    expect(query('', 'réactifs')).toEqual([])
    expect(query('', 'reagents')).toEqual(['/docs/intro'])
    expect(query('fr/', 'reagents')).toEqual([])
    // The untranslated doc is found in the French index, at its French URL.
    expect(query('fr/', 'acetone')).toEqual(['/fr/docs/guide/cleaning'])
  })
})

describe('i18n-own-config: languages from site.config.ts', () => {
  const temps: string[] = []
  afterAll(() => {
    for (const dir of temps) rmSync(dir, { recursive: true, force: true })
  })

  it('builds the other locale under its own path, with its translations', async () => {
    const { writer, diagnostics } = await buildAll(path.join(FIXTURES, 'i18n-own-config'))
    expect(diagnostics).toEqual([])
    const heating = String(writer.files.get('de/docs/lab/heating/index.html'))
    expect(heating).toMatch(/^<!doctype html><html lang="de" dir="ltr"/)
    expect(heating).toContain('Erhitzen Sie den Erlenmeyerkolben')
    expect(heating).toContain('>Anleitung</a>')
    const de = siteData(writer, 'de/')
    expect(de.footer).toMatchObject({ links: [{ label: 'Sicherheit', href: '/docs/lab/safety' }], copyright: 'Kolben-Team' })
    expect(de.sidebar.find((i) => i.type === 'category')).toMatchObject({ label: 'Labor' })
    expect(String(writer.files.get('docs/index.html'))).toContain('href="/de/docs/lab/safety#goggles"')
  })

  it('checks links into another locale against its pages and headings, at the link\'s place', async () => {
    const dir = copyOf('i18n-own-config', temps)
    const index = path.join(dir, 'docs/index.md')
    writeFileSync(index, readFileSync(index, 'utf8').replace('(/de/docs/lab/safety#goggles)', '(/de/docs/lab/safety#brille) and [cooling](/de/docs/lab/cooling)'))
    const { diagnostics, failed } = await buildAll(dir)
    expect(failed).toBe(true)
    const file = display(index)
    // The German build reads the same untranslated file and finds the same links broken: reported once.
    expect(diagnostics.map((d) => [d.ruleId, `${d.file}:${d.line}:${d.column}`, d.message])).toEqual([
      ['missing-anchor', `${file}:5:38`, 'link to `/de/docs/lab/safety#brille` points to anchor #brille, which does not exist on /de/docs/lab/safety'],
      ['missing-page', `${file}:5:91`, 'link to `/de/docs/lab/cooling` points to a page that does not exist; did you mean `/de/docs/lab/heating`?'],
    ])
  })

  it('names the locale whose build alone breaks a link of an untranslated page (a heading the translation lacks)', async () => {
    const dir = copyOf('i18n-own-config', temps)
    const index = path.join(dir, 'docs/index.md')
    writeFileSync(index, `${readFileSync(index, 'utf8')}\nHeat it on a [hot plate](/docs/lab/heating#hot-plate).\n`)
    writeFileSync(path.join(dir, 'docs/lab/heating.md'), `${readFileSync(path.join(dir, 'docs/lab/heating.md'), 'utf8')}\n## Hot plate\n\nSet it to 80 °C.\n`)
    const { diagnostics, failed } = await buildAll(dir)
    expect(failed).toBe(true)
    expect(diagnostics.map((d) => [d.ruleId, `${d.file}:${d.line}:${d.column}`, d.message])).toEqual([
      ['missing-anchor', `${display(index)}:7:14`, 'link to `/docs/lab/heating#hot-plate` points to anchor #hot-plate, which does not exist on /docs/lab/heating (in the `de` build, whose pages are under /de/)'],
    ])
  })

  it('reports a malformed translation file at its line and column, and keeps the last output', async () => {
    const dir = copyOf('i18n-own-config', temps)
    writeFileSync(path.join(dir, 'i18n/deutsch/navbar.json'), '{\n  "item.label.Guide": { "message": "Anleitung" },,\n}\n')
    const { writer, diagnostics, failed } = await buildAll(dir)
    expect(failed).toBe(true)
    // Nothing of the locales that built is committed: the output stays as it was.
    expect(writer.files.size).toBe(0)
    expect(diagnostics).toHaveLength(1)
    expect(diagnostics[0]).toMatchObject({ ruleId: 'invalid-translation', severity: 'error', file: display(path.join(dir, 'i18n/deutsch/navbar.json')), line: 2, column: 50 })
  })

  it('rejects a default locale that is not among the locales, at its place in site.config.ts', async () => {
    await expect(loadConfig(path.join(FIXTURES, 'i18n-config-rejects'))).rejects.toThrow('test/fixtures/i18n-config-rejects/site.config.ts:7:5: i18n.defaultLocale: expected one of the locales (en, fr), got `es`')
  })

  it('costs a site with one English locale nothing: the same output as without i18n', async () => {
    const plain = copyOf('basic-site', temps)
    const single = copyOf('basic-site', temps)
    const configFile = path.join(single, 'site.config.ts')
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("url: 'https://example.org',", "url: 'https://example.org',\n  i18n: { defaultLocale: 'en', locales: ['en'] },"))
    const without = new MemoryWriter()
    await build(await loadConfig(plain), { mode: 'production', writer: without })
    const { writer: withOne, diagnostics } = await buildAll(single)
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect([...withOne.files.keys()].sort()).toEqual([...without.files.keys()].sort())
    for (const [file, contents] of without.files) expect(String(withOne.files.get(file)), file).toBe(String(contents))
  })

  it('serves the default locale with its language menu and <html lang> (serve builds one locale, as Docusaurus\' dev server)', async () => {
    const server = await startDevServer({ cwd: path.join(FIXTURES, 'i18n-own-config'), port: 0, host: '127.0.0.1' })
    try {
      await server.ready
      const html = await (await fetch(`${server.url.replace(/\/$/, '')}/docs/lab/heating`)).text()
      expect(html).toMatch(/^<!doctype html><html lang="en" dir="ltr"/)
      expect(html).toMatch(/<a href="\/de\/docs\/lab\/heating" lang="de"[^>]*>Deutsch<\/a>/)
    } finally {
      await server.close()
    }
  })

  it('reads a Docusaurus i18n config, naming at its place a locale option chemdocs does not honour', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-i18n-'))
    temps.push(dir)
    const file = path.join(dir, 'docusaurus.config.js')
    const config = { title: 'T', url: 'https://t.example.org', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fa'], localeConfigs: { fa: { direction: 'rtl', calendar: 'persian', translate: false } } } }
    writeFileSync(file, `module.exports = {\n  title: 'T',\n  i18n: {\n    localeConfigs: {\n      fa: {\n        direction: 'rtl',\n        calendar: 'persian',\n      },\n    },\n  },\n}\n`)
    const { config: mapped, warnings } = fromDocusaurusConfig(config, file)
    expect(mapped.i18n).toMatchObject({ defaultLocale: 'en', locales: ['en', 'fa'], localeConfigs: { fa: { direction: 'rtl', translate: false } }, folders: { docs: 'docusaurus-plugin-content-docs/current', code: 'code.json', navbar: 'docusaurus-theme-classic/navbar.json' } })
    expect(warnings.map((w) => `${w.line}:${w.column} ${w.message}`)).toEqual(['7:9 i18n.localeConfigs.fa.calendar: not supported by chemdocs, ignored'])
  })
})
