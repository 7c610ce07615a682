import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { OutputFile } from '../types.js'

/** Every file under static/, to be copied verbatim (sorted, so output order is stable). */
export function collectStaticFiles(staticDir: string): OutputFile[] {
  if (!existsSync(staticDir)) return []
  const out: OutputFile[] = []
  const walk = (dir: string, rel: string) => {
    for (const name of readdirSync(dir).sort()) {
      const abs = path.join(dir, name)
      const r = rel ? `${rel}/${name}` : name
      const stat = statSync(abs)
      if (stat.isDirectory()) walk(abs, r)
      else if (stat.isFile()) out.push({ path: r, contents: readFileSync(abs) })
    }
  }
  walk(staticDir, '')
  return out
}

/** sitemap.xml for every indexable route. */
export function renderSitemap(siteUrl: string, urls: string[]): string {
  const items = urls.map((u) => `<url><loc>${siteUrl}${u}</loc></url>`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</urlset>\n`
}
