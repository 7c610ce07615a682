import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DEV_REVISION_META, formatRevision, type DevProblem } from '../../shared/dev-protocol.js'
import { build } from '../build.js'
import { loadConfig } from '../config/config.js'
import { servedLocaleConfig } from '../i18n/locale-config.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import { createBuildCache } from './dev-cache.js'
import { createEventHub, toDevProblems } from './dev-events.js'
import { BuildFailedError, ChemdocsError, type Diagnostic } from '../diagnostics.js'
import { isShellInput } from '../render/shell-cache.js'
import { isStaleSearchFile, refreshSearchIndex } from '../search/search-cache.js'
import { forgetPagesUsing } from '../transform/transform-pages.js'
import type { ChangeBatch, FileChange } from './watch.js'
import { MemoryWriter, sameContents } from '../write/write.js'

/** What happened, for the command to print. The dev server itself never prints. */
export type DevEvent =
  /** `unchanged`: the output is byte for byte the last one, so open pages were not told to reload. */
  | { type: 'built'; initial: boolean; revision: number; ms: number; pages: number; rendered: number; changed: string[]; diagnostics: Diagnostic[]; unchanged: boolean }
  | { type: 'failed'; initial: boolean; changed: string[]; diagnostics: Diagnostic[] }
  | { type: 'crashed'; initial: boolean; changed: string[]; error: unknown }
  | { type: 'copied'; revision: number; files: string[] }
  | { type: 'client-changed' }
  | { type: 'watch-error'; error: unknown }

/** How a DevSession reports and where it finds its config. */
export interface DevSessionOptions {
  cwd: string
  configFile?: string
  emit: (event: DevEvent) => void
  /** Called after the config was reloaded (the watcher may have to follow moved folders). */
  onConfigReloaded: (config: ResolvedConfig) => Promise<void>
}

/**
 * The dev server's state: the config, the in-memory output of the last good build, the build
 * cache and the revision, and what each batch of changes does to them. Every good rebuild (or
 * static copy) bumps the revision and tells open pages; a failed one keeps the last good output
 * and tells them the problems.
 */
export class DevSession {
  readonly writer = new MemoryWriter()
  /** Changes whenever the dev server restarts, so pages from an older run reload too. */
  readonly server = randomBytes(4).toString('hex')
  readonly hub = createEventHub({ type: 'revision', server: this.server, revision: 0 })
  cache = createBuildCache()
  revision = 0
  /** False until the first good build. */
  hasSite = false
  /** The warnings of the last good build, shown in open pages' overlay. */
  private warnings: DevProblem[] = []

  constructor(
    public config: ResolvedConfig,
    private readonly options: DevSessionOptions,
  ) {}

  /** Builds into memory; `hint` lists edited markdown files when nothing else changed (see build()). */
  async rebuild(changed: string[], hint: string[] | undefined, initial = false): Promise<void> {
    const start = performance.now()
    try {
      const result = await build(this.config, { mode: 'dev', writer: this.writer, cache: this.cache, ...(hint && { changed: hint }) })
      // After a failed build the pages show problems: even the same output must clear them.
      const unchanged = !initial && !this.writer.changedOnLastCommit && this.hub.current().type === 'revision'
      this.hasSite = true
      const warnings = toDevProblems(result.diagnostics, 'warning')
      if (!unchanged) this.bumpRevision(warnings)
      // Same output, other warnings (a misspelt frontmatter key changes nothing else): tell open
      // pages without a reload.
      else if (JSON.stringify(warnings) !== JSON.stringify(this.warnings)) this.publishRevision(warnings)
      this.options.emit({ type: 'built', initial, revision: this.revision, ms: performance.now() - start, pages: result.pages, rendered: result.rendered, changed, diagnostics: result.diagnostics, unchanged })
    } catch (error) {
      this.publishProblems(error instanceof BuildFailedError ? toDevProblems(error.diagnostics) : [problemOf(error)])
      if (error instanceof BuildFailedError) this.options.emit({ type: 'failed', initial, changed, diagnostics: error.diagnostics })
      else this.options.emit({ type: 'crashed', initial, changed, error })
    }
  }

  /** Does what a batch of changes calls for: reload the config, re-bundle, rebuild, or only copy. */
  async apply(batch: ChangeBatch): Promise<void> {
    const changed = [...batch.content, ...batch.static].map((c) => c.file)
    if (batch.config) return this.reloadConfig()
    if (batch.client) {
      this.cache.bundle.clear()
      this.cache.shell.last = undefined
      this.options.emit({ type: 'client-changed' })
      return this.rebuild(changed, undefined)
    }
    // Images and other files: pages that show them are transformed again (their URL has a hash).
    const assets = changed.filter((f) => !/\.mdx?$/i.test(f))
    // So do a shell whose overrides import them (a stylesheet, say), and the pages it renders; and
    // the site's custom CSS, which every page links under a name made from its content.
    const shown = [...this.cache.transform.pages.values()].some(({ page }) => page.images.some((img) => assets.includes(img.file))) || isShellInput(this.cache.shell, assets) || assets.some((f) => this.config.customCss.includes(f))
    forgetPagesUsing(this.cache.transform, assets)
    if (batch.static.length > 0) this.cache.staticFiles.files = undefined
    const hint = contentHint(batch.content)
    const failing = !this.hasSite || this.hub.current().type === 'problems'
    if (failing || shown || hint === undefined || hint.length > 0) return this.rebuild(changed, hint)
    if (batch.static.length === 0) return // a file nothing uses
    if (!copyStaticFiles(this.config, this.writer, batch.static)) return // saved again as it was
    this.bumpRevision()
    this.options.emit({ type: 'copied', revision: this.revision, files: batch.static.map((c) => c.file) })
  }

  private async reloadConfig(): Promise<void> {
    try {
      this.config = servedLocaleConfig(await loadConfig(this.options.cwd, { ...(this.options.configFile !== undefined && { config: this.options.configFile }) }))
    } catch (error) {
      this.publishProblems([problemOf(error)])
      this.options.emit({ type: 'crashed', initial: false, changed: [this.config.configFile], error })
      return
    }
    // Everything depends on the config, except the client bundle and the site's own shell (whose
    // cache key holds the parts of the config it reads).
    this.cache = { ...createBuildCache(), bundle: this.cache.bundle, shell: this.cache.shell }
    await this.options.onConfigReloaded(this.config)
    await this.rebuild([this.config.configFile], undefined)
  }

  /** A file of the current output; a stale search index is brought up to date first. */
  readFile(file: string): string | Uint8Array | undefined {
    if (isStaleSearchFile(this.cache.search, file)) for (const f of refreshSearchIndex(this.config, this.cache.search) ?? []) this.writer.files.set(f.path, f.contents)
    return this.writer.files.get(file)
  }

  /** Stamps the revision into a page, so its live-reload client knows what it shows. */
  stampRevision(html: string): string {
    return html.replace('<head>', `<head><meta name="${DEV_REVISION_META}" content="${formatRevision({ server: this.server, revision: this.revision })}">`)
  }

  private bumpRevision(warnings = this.warnings): void {
    this.revision++
    this.publishRevision(warnings)
  }

  private publishRevision(warnings: DevProblem[]): void {
    this.warnings = warnings
    this.hub.publish({ type: 'revision', server: this.server, revision: this.revision, ...(warnings.length > 0 && { warnings }) })
  }

  private publishProblems(problems: DevProblem[]): void {
    const n = problems.length
    const summary = `✖ ${n} error${n === 1 ? '' : 's'}${this.hasSite ? '; the page shows the last good build' : ''}`
    this.hub.publish({ type: 'problems', server: this.server, revision: this.revision, problems, summary })
  }
}

/**
 * The markdown files whose text changed, when that is all that changed (build() then re-reads
 * only those); undefined when files were added or removed, or a category file changed.
 */
export function contentHint(changes: readonly FileChange[]): string[] | undefined {
  const edited = new Set<string>()
  for (const { event, file } of changes) {
    const name = path.basename(file)
    const markdown = /\.mdx?$/i.test(name)
    if (event === 'addDir' || event === 'unlinkDir' || name.startsWith('_category_')) return undefined
    // A component an MDX page imports: a full rebuild, in which the MDX cache (see
    // transform-mdx-pages.ts) bundles again only the pages made from it.
    if (/\.[cm]?[jt]sx?$/i.test(name)) return undefined
    if (markdown && event !== 'change') return undefined
    if (markdown) edited.add(file)
  }
  return [...edited]
}

/** static/ changes are copied into the served output as they are: no rebuild. Returns whether any file changed. */
function copyStaticFiles(config: ResolvedConfig, writer: MemoryWriter, changes: readonly FileChange[]): boolean {
  let changed = false
  const set = (rel: string, contents: Uint8Array | undefined) => {
    if (sameContents(writer.files.get(rel), contents)) return
    changed = true
    if (contents === undefined) writer.files.delete(rel)
    else writer.files.set(rel, contents)
  }
  for (const { event, file } of changes) {
    const rel = path.relative(config.staticDir, file).split(path.sep).join('/')
    if (event === 'unlink') set(rel, undefined)
    if (event !== 'add' && event !== 'change') continue
    try {
      set(rel, readFileSync(file))
    } catch {
      set(rel, undefined) // gone again already
    }
  }
  return changed
}

/** A usage error (bad config, say) or a crash, for the overlay. */
function problemOf(error: unknown): DevProblem {
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof ChemdocsError) return { file: error.file ?? '', severity: 'error', message: error.hint ? `${message} (${error.hint})` : message, ruleId: error.ruleId }
  return { file: '', severity: 'error', message: `internal error: ${message}; this is a chemdocs bug, see the terminal`, ruleId: 'internal-error' }
}
