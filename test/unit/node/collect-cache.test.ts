import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectChanged, createCollectCache } from '../../../src/node/collect/collect-cache.js'
import { loadConfig } from '../../../src/node/config/config.js'
import { FIXTURES } from '../../helpers.js'

// The collect stage's own cache: a save in `chemdocs serve` re-reads the saved file alone, unless
// what collect derives from it (route, position, label: its frontmatter) may have changed.
async function collectTwice(edit: (text: string) => string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-collect-cache-'))
  cpSync(path.join(FIXTURES, 'basic-site'), dir, { recursive: true })
  const config = await loadConfig(dir)
  const cache = createCollectCache()
  collectChanged(config, cache)
  const saw = path.join(config.docsDir, 'tools/saw.md')
  writeFileSync(saw, edit(readFileSync(saw, 'utf8')))
  const read: string[] = []
  const readFile = (file: string) => (read.push(file), readFileSync(file))
  const sources = collectChanged(config, cache, { changed: [saw], readFile })
  return { read, saw: sources.files.find((f) => f.path === saw)!, sources, cache }
}

describe('the collect stage cache', () => {
  it('re-reads only the edited file when its body changed', async () => {
    const { read, saw, sources, cache } = await collectTwice((text) => `${text}\nSharpen it first.\n`)
    expect(read).toEqual([saw.path])
    expect(saw.text).toContain('Sharpen it first.')
    expect(cache.sources).toBe(sources)
  })

  it('collects everything again when the frontmatter changed, so the new title is seen', async () => {
    const { read, saw } = await collectTwice((text) => text.replace('title: Saw', 'title: Hand saw'))
    expect(read.length).toBeGreaterThan(1)
    expect(saw.frontmatter.title).toBe('Hand saw')
  })

  it('collects everything again when a blog post changed, so its truncate marker is read again', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-collect-cache-'))
    cpSync(path.join(FIXTURES, 'blog-posts'), dir, { recursive: true })
    const config = await loadConfig(dir)
    const cache = createCollectCache()
    collectChanged(config, cache)
    const post = path.join(dir, 'blog/2024-03-01-third.md')
    writeFileSync(post, `${readFileSync(post, 'utf8')}\n<!-- truncate -->\n\nMore.\n`)
    const sources = collectChanged(config, cache, { changed: [post] })
    const third = sources.files.find((f) => f.path === post)!
    expect(third.blogPost?.truncated).toBe(true)
    expect(third.text).toContain('<!-- truncate -->')
  })
})
