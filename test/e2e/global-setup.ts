import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { build } from '../../src/node/build.js'
import { loadConfig } from '../../src/node/config/config.js'
import { createServer, createSiteHandler, listen } from '../../src/node/serve/static-server.js'
import { FsWriter } from '../../src/node/write/write.js'

const ROOT = path.resolve(import.meta.dirname, '../..')

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string
    runtimeUrl: string
    treeUrl: string
    figuresUrl: string
    embedsUrl: string
  }
}

/** Builds a site once to a temp folder and serves it from disk on a free loopback port. */
async function buildAndServe(siteDir: string, out: string): Promise<{ url: string; server: Server }> {
  const config = await loadConfig(siteDir, { outDir: out })
  await build(config, { mode: 'production', writer: new FsWriter(out) })
  const read = (file: string) => {
    try {
      return readFileSync(path.join(out, file))
    } catch {
      return undefined
    }
  }
  const server = createServer(createSiteHandler(read, config.base, { allow: config.csp }))
  const port = await listen(server, 0, '127.0.0.1')
  return { url: `http://127.0.0.1:${port}`, server }
}

export default async function setup(project: TestProject) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-e2e-'))
  const site = await buildAndServe(ROOT, path.join(tmp, 'site'))
  const runtime = await buildAndServe(path.join(ROOT, 'test/fixtures/client-runtime'), path.join(tmp, 'runtime'))
  const tree = await buildAndServe(path.join(ROOT, 'test/fixtures/docusaurus-tree'), path.join(tmp, 'tree'))
  const figures = await buildAndServe(path.join(ROOT, 'test/fixtures/figure-renders-with-caption'), path.join(tmp, 'figures'))
  const embeds = await buildAndServe(path.join(ROOT, 'test/fixtures/head-tags-and-csp-allowances'), path.join(tmp, 'embeds'))
  project.provide('siteUrl', site.url)
  project.provide('runtimeUrl', runtime.url)
  project.provide('treeUrl', tree.url)
  project.provide('figuresUrl', figures.url)
  project.provide('embedsUrl', embeds.url)
  return async () => {
    site.server.close()
    runtime.server.close()
    tree.server.close()
    figures.server.close()
    embeds.server.close()
    rmSync(tmp, { recursive: true, force: true })
  }
}
