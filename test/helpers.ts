import path from 'node:path'
import { build, type BuildResult } from '../src/node/build.js'
import { loadConfig } from '../src/node/config/config.js'
import { BuildFailedError, type Diagnostic } from '../src/node/diagnostics.js'
import { MemoryWriter } from '../src/node/write/write.js'
import { bodiesFileOf, type SearchBodiesFile, type SearchIndexFile } from '../src/shared/search-format.js'

export const FIXTURES = path.resolve(import.meta.dirname, 'fixtures')

/** Builds a fixture into memory; returns the output or the diagnostics of a failed build. */
export async function buildFixture(name: string, overrides: { baseUrl?: string } = {}): Promise<{ writer: MemoryWriter; result?: BuildResult; diagnostics: Diagnostic[] }> {
  const config = await loadConfig(path.join(FIXTURES, name), overrides)
  const writer = new MemoryWriter()
  try {
    const result = await build(config, { mode: 'production', writer })
    return { writer, result, diagnostics: result.diagnostics }
  } catch (error) {
    if (error instanceof BuildFailedError) return { writer, diagnostics: error.diagnostics }
    throw error
  }
}

/** The article HTML of a built page. */
export function articleOf(html: string): string {
  const m = /<div class="markdown">([\s\S]*?)<\/div><\/article>/.exec(html)
  return m?.[1] ?? ''
}

/** A built search index file with its section texts, which the build writes to a file of their own, as one SearchIndexFile. */
export function readSearchIndex(read: (file: string) => string | undefined, indexFile: string): SearchIndexFile {
  const heads = JSON.parse(read(indexFile)!) as SearchIndexFile
  const { bodies } = JSON.parse(read(bodiesFileOf(indexFile))!) as SearchBodiesFile
  return { ...heads, bodies }
}
