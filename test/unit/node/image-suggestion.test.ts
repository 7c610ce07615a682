import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { suggestImage } from '../../../src/node/transform/markdown/remark-images.js'

const site = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-img-'))
const docs = path.join(site, 'docs')
const stat = path.join(site, 'static')
for (const f of ['docs/guide/img/diagram.svg', 'static/img/shots/overview.png']) {
  mkdirSync(path.dirname(path.join(site, f)), { recursive: true })
  writeFileSync(path.join(site, f), '')
}
afterAll(() => rmSync(site, { recursive: true, force: true }))

describe('a missing image gets a did-you-mean', () => {
  const page = path.join(docs, 'guide')
  it.each([
    ['./img/diagramm.svg', page, './img/diagram.svg'],
    ['./imgs/diagram.svg', page, './img/diagram.svg'],
    ['/img/shot/overview.png', stat, '/img/shots/overview.png'],
    ['/img/shots/overveiw.png', stat, '/img/shots/overview.png'],
  ])('%s → %s', (written, from, expected) => {
    const abs = written.startsWith('/') ? path.join(stat, written) : path.resolve(page, written)
    expect(suggestImage(written, abs, from, [docs, stat])).toBe(expected)
  })

  it('suggests nothing far off or outside the site', () => {
    expect(suggestImage('./img/chart-of-everything.png', path.resolve(page, 'img/chart-of-everything.png'), page, [docs, stat])).toBeUndefined()
    expect(suggestImage('../../../etc/x.png', '/etc/x.png', page, [docs, stat])).toBeUndefined()
  })
})
