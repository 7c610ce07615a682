import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../../../src/node/config/config.js'
import { addPageMeta, docFooterHtml, lastCommits, parseGitLog } from '../../../src/node/site/page-meta.js'
import type { PageData } from '../../../src/shared/types.js'
import type { Page } from '../../../src/node/types.js'

const doc = (route: string, file: string, frontmatter: object = {}) => ({ source: { route, path: file, frontmatter } }) as unknown as Page
const data = (route: string): PageData => ({ route, kind: 'doc', title: 'T', description: '', html: '', toc: [], breadcrumbs: [], hideToc: false })

describe('lastCommits', () => {
  it('takes the newest commit of each file, its time and author, from one git log', () => {
    const log = '\x001700000300\tAda Lovelace\n\ndocs/a.md\n\x001700000200\tGrace, H.\n\ndocs/a.md\ndocs/b.md\n'
    expect(parseGitLog(log, '/site')).toEqual(
      new Map([
        ['/site/docs/a.md', { time: 1700000300, author: 'Ada Lovelace' }],
        ['/site/docs/b.md', { time: 1700000200, author: 'Grace, H.' }],
      ]),
    )
  })

  it('gives no dates outside a git repository', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-nogit-'))
    writeFileSync(path.join(dir, 'a.md'), '# A\n')
    expect((await lastCommits(dir)).size).toBe(0)
  })

  it('dates each file by its newest commit and names that commit\'s author', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-git-'))
    const git = (args: string[], author: string, date: string) =>
      execFileSync('git', ['-c', 'user.email=x@example.org', '-c', `user.name=${author}`, '-c', 'commit.gpgsign=false', ...args], { cwd: dir, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } })
    git(['init', '-q'], 'none', '2024-01-01T00:00:00Z')
    writeFileSync(path.join(dir, 'a.md'), '# A\n')
    writeFileSync(path.join(dir, 'b.md'), '# B\n')
    git(['add', '.'], 'none', '2024-01-01T00:00:00Z')
    git(['commit', '-qm', 'first'], 'Ada Lovelace', '2024-01-01T00:00:00Z')
    writeFileSync(path.join(dir, 'b.md'), '# B, again\n')
    git(['commit', '-qam', 'second'], 'Grace Hopper', '2024-02-01T00:00:00Z')
    const commits = await lastCommits(dir)
    expect(commits.get(path.join(dir, 'a.md'))).toEqual({ time: Date.parse('2024-01-01T00:00:00Z') / 1000, author: 'Ada Lovelace' })
    expect(commits.get(path.join(dir, 'b.md'))).toEqual({ time: Date.parse('2024-02-01T00:00:00Z') / 1000, author: 'Grace Hopper' })
    // Asked again (the dev server does on every save), the answer stands while HEAD stays where it is;
    // an edit not committed changes nothing, a commit (here an amended one) is seen at once.
    writeFileSync(path.join(dir, 'a.md'), '# A, edited\n')
    expect(await lastCommits(dir)).toBe(commits)
    git(['commit', '-qa', '--amend', '--reset-author', '-m', 'second, with a'], 'Ada Lovelace', '2024-03-01T00:00:00Z')
    const amended = await lastCommits(dir)
    expect(amended.get(path.join(dir, 'a.md'))).toEqual({ time: Date.parse('2024-03-01T00:00:00Z') / 1000, author: 'Ada Lovelace' })
  })
})

describe('addPageMeta', () => {
  const commits = new Map([['/site/docs/sub/a b.md', { time: 1700000000, author: 'Ada' }], ['/site/docs/b.md', { time: 1600000000, author: 'Bob' }]])
  const routes = () => new Map([['/docs/a', data('/docs/a')], ['/docs/b', data('/docs/b')]])
  const docs = [doc('/docs/a', '/site/docs/sub/a b.md'), doc('/docs/b', '/site/docs/b.md', { custom_edit_url: null, last_update: { date: '2024-05-01' } })]

  it('appends the path from the site folder to a string editUrl; frontmatter wins', () => {
    const config = resolveConfig({ title: 'T', url: 'https://x.org', docs: { editUrl: 'https://git.example/edit/main', showLastUpdateTime: true } }, '/site/site.config.ts')
    const r = routes()
    addPageMeta(r, docs, config, commits)
    expect(r.get('/docs/a')).toMatchObject({ editUrl: 'https://git.example/edit/main/docs/sub/a%20b.md', lastUpdated: 1700000000 })
    expect(r.get('/docs/b')!.editUrl).toBeUndefined()
    expect(r.get('/docs/b')!.lastUpdated).toBe(Date.parse('2024-05-01') / 1000)
  })

  it("calls Docusaurus' editUrl function with the doc's path, and adds no date unless asked", () => {
    const config = resolveConfig({ title: 'T', url: 'https://x.org', baseUrl: '/kit/', docs: { editUrl: ({ docPath, versionDocsDirPath, permalink }) => `https://e.example/${versionDocsDirPath}/${docPath}?p=${permalink}` } }, '/site/site.config.ts')
    const r = routes()
    addPageMeta(r, docs, config, commits)
    expect(r.get('/docs/a')!.editUrl).toBe('https://e.example/docs/sub/a b.md?p=/kit/docs/a')
    expect(r.get('/docs/a')!.lastUpdated).toBeUndefined()
    expect(r.get('/docs/a')!.lastUpdatedBy).toBeUndefined()
  })

  it('names the last commit\'s author (showLastUpdateAuthor); frontmatter last_update.author wins', () => {
    const config = resolveConfig({ title: 'T', url: 'https://x.org', docs: { showLastUpdateAuthor: true } }, '/site/site.config.ts')
    const r = routes()
    const withAuthor = [docs[0]!, doc('/docs/b', '/site/docs/b.md', { last_update: { author: 'Frontmatter <Fan>' } })]
    addPageMeta(r, withAuthor, config, commits)
    expect(r.get('/docs/a')).toMatchObject({ lastUpdatedBy: 'Ada', footerHtml: '<span class="doc-footer__updated">Last updated by <b>Ada</b></span>' })
    expect(r.get('/docs/a')!.lastUpdated).toBeUndefined()
    expect(r.get('/docs/b')!.footerHtml).toBe('<span class="doc-footer__updated">Last updated by <b>Frontmatter &lt;Fan></b></span>')
  })
})

describe('docFooterHtml', () => {
  it('writes "Last updated on <date> by <author>" as Docusaurus does, the date and the name in bold', () => {
    expect(docFooterHtml({ lastUpdated: 1700000000, lastUpdatedBy: 'Ada' })).toBe(
      '<span class="doc-footer__updated">Last updated on <b><time datetime="2023-11-14T22:13:20.000Z">Nov 14, 2023</time></b> by <b>Ada</b></span>',
    )
    expect(docFooterHtml({})).toBe('')
  })
})
