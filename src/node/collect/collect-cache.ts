import { lstatSync, readFileSync } from 'node:fs'
import type { ResolvedConfig } from '../config/config-schema.js'
import type { Diagnostic } from '../diagnostics.js'
import { collectSources, type CollectedSources, type ReadFile } from './collect.js'
import { splitFrontmatter } from './frontmatter.js'
import { checkNesting } from './nesting-guard.js'
import { readSidebarsFile } from './sidebars-file.js'
import type { SidebarSpecs } from '../types.js'

/**
 * What the collect stage keeps between dev rebuilds. Its owner (the dev server) drops it with the
 * config: the sidebars file changes only with it (watch.ts).
 */
export interface CollectCache {
  /** The last collected sources, so a rebuild told which files changed re-reads only those. */
  sources?: CollectedSources
  /** What the sidebars file says (see collectSidebars). */
  sidebars?: Promise<CollectedSidebars>
}

/** An empty collect cache: the first collect with it walks every folder. */
export function createCollectCache(): CollectCache {
  return {}
}

/** Options of collectChanged. */
export interface CollectChangedOptions {
  /** Dev server: markdown files edited since the last collect with this cache (none added or removed). */
  changed?: readonly string[]
  readFile?: ReadFile
}

/**
 * Collects the sources. Told which markdown files changed since the last collect (and that none
 * was added or removed), it re-reads only those, as long as their frontmatter is unchanged:
 * everything collect derives (id, route, position, sidebar label) comes from path + frontmatter.
 */
export function collectChanged(config: ResolvedConfig, cache: CollectCache | undefined, options: CollectChangedOptions = {}): CollectedSources {
  const { changed, readFile = readFileSync } = options
  // A site's markdown.preprocessor may rewrite frontmatter too: its files are collected again whole.
  const patched = cache?.sources && changed && !config.markdown.preprocessor ? patchSources(cache.sources, changed, readFile) : undefined
  if (cache) cache.sources = undefined // a collect that throws must not leave old sources behind
  const sources = patched ?? collectSources(config, readFile)
  if (cache) cache.sources = sources
  return sources
}

const decoder = new TextDecoder('utf-8', { fatal: true })

function patchSources(prev: CollectedSources, changed: readonly string[], read: ReadFile): CollectedSources | undefined {
  const files = [...prev.files]
  for (const file of changed) {
    const i = files.findIndex((f) => f.path === file)
    const old = files[i]
    // A file with problems of its own (bad frontmatter, empty page) is left to collect to re-judge.
    if (!old || prev.diagnostics.some((d) => d.file === old.displayPath)) return undefined
    // A blog post's text is rewritten where it is collected (its truncate marker): collect it again.
    if (old.blogPost) return undefined
    let text: string
    try {
      // A page replaced by a link or a pipe is judged by collect (links may lead outside the site).
      if (!lstatSync(file).isFile()) return undefined
      text = decoder.decode(read(file))
    } catch {
      return undefined
    }
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
    const split = splitFrontmatter(text)
    if (text.includes('\u0000') || text.slice(split.bodyStart).trim() === '') return undefined
    // A page nested too deep must never reach the parsers: collect reports it.
    if (checkNesting(text, old.displayPath, split.bodyStart).length > 0) return undefined
    if (split.yaml !== splitFrontmatter(old.text).yaml) return undefined
    files[i] = { ...old, text }
  }
  return { ...prev, files }
}

/** The hand-written sidebars (undefined: the site has none, or its file cannot be loaded) and their problems. */
export interface CollectedSidebars {
  sidebars: SidebarSpecs | undefined
  diagnostics: Diagnostic[]
}

/**
 * The site's sidebars file (see sidebars-file.ts). Loading it bundles and runs the writer's
 * module: once per cache, not on every collect (in serve, every added or removed page).
 */
export function collectSidebars(config: ResolvedConfig, cache: CollectCache | undefined): Promise<CollectedSidebars> {
  const read = async (): Promise<CollectedSidebars> => {
    const file = await readSidebarsFile(config.root, config.docs.sidebarPath)
    return { sidebars: file?.sidebars, diagnostics: file?.diagnostics ?? [] }
  }
  if (!cache) return read()
  return (cache.sidebars ??= read())
}
