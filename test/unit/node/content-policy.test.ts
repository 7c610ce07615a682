import { describe, expect, it } from 'vitest'
import { fromDocusaurusConfig } from '../../../src/node/config/docusaurus-config.js'
import { resolveConfig } from '../../../src/node/config/config.js'
import { pagePolicy, pagePolicyOf } from '../../../src/node/content-policy.js'

const allow = { scriptSrc: ['https://stats.example.net'], frameSrc: ['https://www.youtube-nocookie.com'], imgSrc: [], connectSrc: [], mediaSrc: ['https://*.example.org'] }
const meta = (policy: string) => `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy.replace(/'/g, '&#39;')}">`

describe('pagePolicy with allowed origins', () => {
  it('stays strict by default and adds only the origins allowed, per directive', () => {
    expect(pagePolicy()).not.toMatch(/https?:/)
    expect(pagePolicy()).not.toContain('frame-src')
    const policy = pagePolicy(["'sha256-abc='"], allow)
    expect(policy).toContain("script-src 'self' 'sha256-abc=' https://stats.example.net;")
    expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com;")
    expect(policy).toContain("media-src 'self' https://*.example.org;")
  })

  it('is sent as a header only when it names exactly the origins the config allows', () => {
    const policy = pagePolicy(["'sha256-abc='"], allow)
    expect(pagePolicyOf(meta(policy), allow)).toBe(policy)
    // A file from static/ claiming origins the site does not allow gets no page policy.
    expect(pagePolicyOf(meta(policy))).toBeUndefined()
    expect(pagePolicyOf(meta(pagePolicy([], { ...allow, frameSrc: ['https://evil.example'] })), allow)).toBeUndefined()
  })

  it('refuses a csp entry that is not an origin', () => {
    expect(() => resolveConfig({ title: 'T', url: 'https://x.org', csp: { frameSrc: ["https://a.example; script-src *"] } }, '/tmp/none/site.config.ts')).toThrow(/csp\.frameSrc\.0|csp\.frameSrc\[0\]/)
  })
})

describe('a Docusaurus config', () => {
  const base = { title: 'T', url: 'https://x.org', scripts: ['https://plausible.io/js/script.js', { src: '/local.js' }, { src: 'https://cdn.example.com/a.js', async: true }] }
  it("allows the origins of its scripts, which Docusaurus loads on every page", () => {
    expect(fromDocusaurusConfig(base, '/tmp/none/docusaurus.config.js').config.csp).toEqual({ scriptSrc: ['https://plausible.io', 'https://cdn.example.com'] })
  })
  it('takes customFields.chemdocs.csp instead, when it has one', () => {
    const csp = { frameSrc: ['https://www.youtube-nocookie.com'] }
    expect(fromDocusaurusConfig({ ...base, customFields: { chemdocs: { csp } } }, '/tmp/none/docusaurus.config.js').config.csp).toEqual(csp)
  })
})
