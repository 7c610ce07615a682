import { execFile } from 'node:child_process'
import path from 'node:path'
import type { PageData } from '../../shared/types.js'
import { withBase } from '../../shared/url.js'
import type { EditUrlFunction, ResolvedConfig } from '../config/config-schema.js'
import type { Page } from '../types.js'

/**
 * When each file under `dir` was last committed (seconds since 1970), by absolute path: one
 * `git log` for the whole folder per build, never the network. Outside a git repository, or when
 * git is missing, the map is empty and pages show no date.
 */
export function lastCommitTimes(dir: string): Promise<Map<string, number>> {
  const args = ['-c', 'core.quotePath=false', 'log', '--format=%x00%ct', '--name-only', '--relative', '--no-renames', '--', '.']
  return new Promise((resolve) => {
    execFile('git', args, { cwd: dir, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } }, (error, stdout) => {
      resolve(error ? new Map() : parseGitLog(stdout, dir))
    })
  })
}

/** `git log --format=%x00%ct --name-only` output: newest commit first, so a file's first time wins. */
export function parseGitLog(stdout: string, dir: string): Map<string, number> {
  const times = new Map<string, number>()
  for (const commit of stdout.split('\0')) {
    const [time, ...files] = commit.split('\n')
    const seconds = Number(time)
    if (!Number.isFinite(seconds) || !time) continue
    for (const file of files) {
      const full = path.join(dir, file)
      if (file && !times.has(full)) times.set(full, seconds)
    }
  }
  return times
}

/**
 * Adds to each doc route its "Edit this page" URL (`docs.editUrl`: a base the file's path from the
 * site folder is appended to, or Docusaurus' function of the doc's path) and the date of its last
 * commit (`docs.showLastUpdateTime`). Frontmatter `custom_edit_url` (a URL, or null for none) and
 * `last_update.date` win, as in Docusaurus.
 */
export function addPageMeta(routes: Map<string, PageData>, docs: Page[], config: ResolvedConfig, times: Map<string, number>): void {
  const { editUrl, showLastUpdateTime } = config.docs
  for (const page of docs) {
    const data = routes.get(page.source.route)
    if (!data || data.kind !== 'doc') continue
    const fm = page.source.frontmatter as { custom_edit_url?: unknown; last_update?: { date?: unknown } }
    const url = fm.custom_edit_url !== undefined ? fm.custom_edit_url : editUrl && toEditUrl(editUrl, page, config)
    if (typeof url === 'string' && url) data.editUrl = url
    if (!showLastUpdateTime) continue
    const date = fm.last_update?.date
    const seconds = date !== undefined ? Date.parse(String(date)) / 1000 : times.get(page.source.path)
    if (seconds !== undefined && Number.isFinite(seconds)) data.lastUpdated = seconds
  }
  for (const data of routes.values()) if (data.editUrl || data.lastUpdated !== undefined) data.footerHtml = docFooterHtml(data)
}

// UTC and one locale: the same text whoever builds the site, wherever.
const DATE = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** What Docusaurus shows under a doc: "Edit this page" (in a new tab) and "Last updated on <date>". */
export function docFooterHtml({ editUrl, lastUpdated }: Pick<PageData, 'editUrl' | 'lastUpdated'>): string {
  const date = lastUpdated === undefined ? undefined : new Date(lastUpdated * 1000)
  return [
    editUrl ? `<a class="doc-footer__edit" href="${editUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}" target="_blank" rel="noopener noreferrer">Edit this page</a>` : '',
    date ? `<span class="doc-footer__updated">Last updated on <time datetime="${date.toISOString()}">${DATE.format(date)}</time></span>` : '',
  ].join('')
}

function toEditUrl(editUrl: string | EditUrlFunction, page: Page, config: ResolvedConfig): string | undefined {
  const fromSite = toPosix(path.relative(config.root, page.source.path))
  if (typeof editUrl === 'string') return editUrl.replace(/\/*$/, '/') + fromSite.split('/').map(encodeURIComponent).join('/')
  const versionDocsDirPath = toPosix(path.relative(config.root, config.docsDir))
  const url = editUrl({ version: 'current', versionDocsDirPath, docPath: toPosix(path.relative(config.docsDir, page.source.path)), permalink: withBase(config.base, page.source.route), locale: 'en' })
  return typeof url === 'string' ? url : undefined
}

const toPosix = (p: string) => p.split(path.sep).join('/')
