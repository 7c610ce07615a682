import { execFile } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { EDIT_ICON } from '../../shared/icons.js'
import type { PageData } from '../../shared/types.js'
import { withBase } from '../../shared/url.js'
import type { EditUrlFunction, ResolvedConfig } from '../config/config-schema.js'
import { iconSvg } from '../icons.js'
import type { Page } from '../types.js'

/** A file's last commit: when (seconds since 1970) and by whom (the author's name, as git's `%an`). */
export interface LastCommit {
  time: number
  author: string
}

/**
 * The last commit of each file under `dir`, by absolute path: one `git log` for the whole folder
 * per build, never the network. Outside a git repository, or when git is missing, the map is empty
 * and pages show no date or author.
 */
export function lastCommits(dir: string): Promise<Map<string, LastCommit>> {
  // The dev server builds on every save: git is asked again only when a commit, checkout or reset moved HEAD.
  const head = headKey(dir)
  // Outside a repository git has nothing to say: it is not even started.
  if (head === undefined) return Promise.resolve(new Map())
  if (known?.dir === dir && known.head === head) return known.commits
  const commits = runGitLog(dir)
  known = { dir, head, commits }
  return commits
}

let known: { dir: string; head: string; commits: Promise<Map<string, LastCommit>> } | undefined

/**
 * What changes whenever git's HEAD moves, read from the repository's files (no process started):
 * HEAD itself, the branch it names, packed refs and HEAD's reflog. Undefined outside a repository.
 */
function headKey(dir: string): string | undefined {
  const gitDir = gitDirOf(dir)
  if (!gitDir) return undefined
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8')
    } catch {
      return ''
    }
  }
  const stamp = (file: string) => {
    try {
      const st = statSync(file)
      return `${st.size}:${st.mtimeMs}:${st.ctimeMs}`
    } catch {
      return ''
    }
  }
  const head = read(path.join(gitDir, 'HEAD'))
  // A worktree keeps its HEAD apart and its branches in the common folder.
  const common = path.resolve(gitDir, read(path.join(gitDir, 'commondir')).trim() || '.')
  const ref = head.startsWith('ref: ') ? head.slice(5).trim() : ''
  const refFiles = ref ? [path.join(gitDir, ref), path.join(common, ref)] : []
  return [head, ...refFiles.map(read), ...[path.join(common, 'packed-refs'), path.join(gitDir, 'logs/HEAD')].map(stamp)].join('\n')
}

/** The git folder of the repository holding `dir` (a worktree's `.git` file names it), or undefined. */
function gitDirOf(dir: string): string | undefined {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const dotGit = path.join(d, '.git')
    try {
      if (statSync(dotGit).isDirectory()) return dotGit
      const named = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1]
      if (named) return path.resolve(d, named.trim())
    } catch {
      // No .git here: look in the folder above.
    }
    if (d === path.dirname(d)) return undefined
  }
}

function runGitLog(dir: string): Promise<Map<string, LastCommit>> {
  const args = ['-c', 'core.quotePath=false', '-c', 'log.showSignature=false', 'log', '--format=%x00%ct%x09%an', '--name-only', '--relative', '--no-renames', '--', '.']
  return new Promise((resolve) => {
    execFile('git', args, { cwd: dir, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } }, (error, stdout) => {
      resolve(error ? new Map() : parseGitLog(stdout, dir))
    })
  })
}

/** `git log --format=%x00%ct%x09%an --name-only` output: newest commit first, so a file's first commit wins. */
export function parseGitLog(stdout: string, dir: string): Map<string, LastCommit> {
  const commits = new Map<string, LastCommit>()
  for (const entry of stdout.split('\0')) {
    const [header = '', ...files] = entry.split('\n')
    const tab = header.indexOf('\t')
    const time = Number(tab < 0 ? header : header.slice(0, tab))
    if (!header || !Number.isFinite(time)) continue
    const commit = { time, author: tab < 0 ? '' : header.slice(tab + 1) }
    for (const file of files) {
      const full = path.join(dir, file)
      if (file && !commits.has(full)) commits.set(full, commit)
    }
  }
  return commits
}

/**
 * Adds to each doc route its "Edit this page" URL (`docs.editUrl`: a base the file's path from the
 * site folder is appended to, or Docusaurus' function of the doc's path) and its last commit's date
 * (`docs.showLastUpdateTime`) and author (`docs.showLastUpdateAuthor`). Frontmatter
 * `custom_edit_url` (a URL, or null for none), `last_update.date` and `last_update.author` win, as
 * in Docusaurus.
 */
export function addPageMeta(routes: Map<string, PageData>, docs: Page[], config: ResolvedConfig, commits: Map<string, LastCommit>): void {
  const { editUrl, showLastUpdateTime, showLastUpdateAuthor } = config.docs
  for (const page of docs) {
    const data = routes.get(page.source.route)
    if (!data || data.kind !== 'doc') continue
    const fm = page.source.frontmatter
    const url = fm.custom_edit_url !== undefined ? fm.custom_edit_url : editUrl && toEditUrl(editUrl, page, config)
    if (typeof url === 'string' && url) data.editUrl = url
    const commit = commits.get(page.source.path)
    const date = fm.last_update?.date
    const seconds = date !== undefined ? Date.parse(date) / 1000 : commit?.time
    if (showLastUpdateTime && seconds !== undefined && Number.isFinite(seconds)) data.lastUpdated = seconds
    const author = fm.last_update?.author ?? commit?.author
    if (showLastUpdateAuthor && author) data.lastUpdatedBy = author
  }
  for (const data of routes.values()) if (data.editUrl || data.lastUpdated !== undefined || data.lastUpdatedBy) data.footerHtml = docFooterHtml(data)
}

// UTC and one locale: the same text whoever builds the site, wherever.
const DATE = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * What Docusaurus shows under a doc: "Edit this page" (in a new tab, after its pencil icon, drawn
 * inline: only these pages need it) and "Last updated on <date> by
 * <author>", the date and the author in bold, either left out when unknown.
 */
export function docFooterHtml({ editUrl, lastUpdated, lastUpdatedBy }: Pick<PageData, 'editUrl' | 'lastUpdated' | 'lastUpdatedBy'>): string {
  const date = lastUpdated === undefined ? undefined : new Date(lastUpdated * 1000)
  const on = date ? ` on <b><time datetime="${date.toISOString()}">${DATE.format(date)}</time></b>` : ''
  const by = lastUpdatedBy ? ` by <b>${escapeHtml(lastUpdatedBy)}</b>` : ''
  return [
    editUrl ? `<a class="doc-footer__edit" href="${escapeHtml(editUrl)}" target="_blank" rel="noopener noreferrer">${iconSvg(EDIT_ICON, 'doc-footer__edit-icon')}Edit this page</a>` : '',
    on || by ? `<span class="doc-footer__updated">Last updated${on}${by}</span>` : '',
  ].join('')
}

/** A string `editUrl` (docs or blog) made a file's link: the base, then the file's path from the site folder, encoded. */
export function editUrlFromBase(base: string, root: string, file: string): string {
  return base.replace(/\/*$/, '/') + toPosix(path.relative(root, file)).split('/').map(encodeURIComponent).join('/')
}

function toEditUrl(editUrl: string | EditUrlFunction, page: Page, config: ResolvedConfig): string | undefined {
  if (typeof editUrl === 'string') return editUrlFromBase(editUrl, config.root, page.source.path)
  const versionDocsDirPath = toPosix(path.relative(config.root, config.docsDir))
  const url = editUrl({ version: 'current', versionDocsDirPath, docPath: toPosix(path.relative(config.docsDir, page.source.path)), permalink: withBase(config.base, page.source.route), locale: 'en' })
  return typeof url === 'string' ? url : undefined
}

const toPosix = (p: string) => p.split(path.sep).join('/')
