import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../../../src/node/config/config.js'
import { addPageMeta, lastCommitTimes, parseGitLog } from '../../../src/node/site/page-meta.js'
import type { PageData } from '../../../src/shared/types.js'
import type { Page } from '../../../src/node/types.js'

const doc = (route: string, file: string, frontmatter: object = {}) => ({ source: { route, path: file, frontmatter } }) as unknown as Page
const data = (route: string): PageData => ({ route, kind: 'doc', title: 'T', description: '', html: '', toc: [], breadcrumbs: [], hideToc: false })

describe('lastCommitTimes', () => {
  it('takes the newest commit of each file from one git log', () => {
    const log = '\x001700000300\n\ndocs/a.md\n\x001700000200\n\ndocs/a.md\ndocs/b.md\n'
    expect(parseGitLog(log, '/site')).toEqual(new Map([['/site/docs/a.md', 1700000300], ['/site/docs/b.md', 1700000200]]))
  })

  it('gives no dates outside a git repository', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-nogit-'))
    writeFileSync(path.join(dir, 'a.md'), '# A\n')
    expect((await lastCommitTimes(dir)).size).toBe(0)
  })

  it('dates a committed file of this repository as git log -1 does', async () => {
    const times = await lastCommitTimes(path.resolve('docs'))
    expect(times.get(path.resolve('docs/index.md'))).toBeGreaterThan(1_600_000_000)
  })
})

describe('addPageMeta', () => {
  const routes = () => new Map([['/docs/a', data('/docs/a')], ['/docs/b', data('/docs/b')]])
  const docs = [doc('/docs/a', '/site/docs/sub/a b.md'), doc('/docs/b', '/site/docs/b.md', { custom_edit_url: null, last_update: { date: '2024-05-01' } })]

  it('appends the path from the site folder to a string editUrl; frontmatter wins', () => {
    const config = resolveConfig({ title: 'T', url: 'https://x.org', docs: { editUrl: 'https://git.example/edit/main', showLastUpdateTime: true } }, '/site/site.config.ts')
    const r = routes()
    addPageMeta(r, docs, config, new Map([['/site/docs/sub/a b.md', 1700000000]]))
    expect(r.get('/docs/a')).toMatchObject({ editUrl: 'https://git.example/edit/main/docs/sub/a%20b.md', lastUpdated: 1700000000 })
    expect(r.get('/docs/b')!.editUrl).toBeUndefined()
    expect(r.get('/docs/b')!.lastUpdated).toBe(Date.parse('2024-05-01') / 1000)
  })

  it("calls Docusaurus' editUrl function with the doc's path, and adds no date unless asked", () => {
    const config = resolveConfig({ title: 'T', url: 'https://x.org', baseUrl: '/kit/', docs: { editUrl: ({ docPath, versionDocsDirPath, permalink }) => `https://e.example/${versionDocsDirPath}/${docPath}?p=${permalink}` } }, '/site/site.config.ts')
    const r = routes()
    addPageMeta(r, docs, config, new Map([['/site/docs/sub/a b.md', 1700000000]]))
    expect(r.get('/docs/a')!.editUrl).toBe('https://e.example/docs/sub/a b.md?p=/kit/docs/a')
    expect(r.get('/docs/a')!.lastUpdated).toBeUndefined()
  })
})
