import { describe, expect, it } from 'vitest'
import { decodePath, hasHtmlEnding, isFilePath, pathToFile, isExternal, normalizeBase, routeToFile, stripBase, toRoute, withBase } from '../../../src/shared/url.js'

describe('url helpers', () => {
  it('normalises base paths', () => {
    expect(normalizeBase('/')).toBe('/')
    expect(normalizeBase('')).toBe('/')
    expect(normalizeBase('chemdocs')).toBe('/chemdocs/')
    expect(normalizeBase('/a/b/')).toBe('/a/b/')
  })
  it('adds and strips the base', () => {
    expect(withBase('/', '/docs/x')).toBe('/docs/x')
    expect(withBase('/c/', '/docs/x')).toBe('/c/docs/x')
    expect(withBase('/c/', 'https://e.org/x')).toBe('https://e.org/x')
    expect(stripBase('/c/', '/c/docs')).toBe('/docs')
    expect(stripBase('/c/', '/c')).toBe('/')
    expect(stripBase('/c/', '/other')).toBeUndefined()
  })
  it('maps .html endings and trailing slashes to routes', () => {
    expect(toRoute('/docs/x.html')).toBe('/docs/x')
    expect(toRoute('/docs/index.html')).toBe('/docs')
    expect(toRoute('/index.html')).toBe('/')
    expect(toRoute('/search/')).toBe('/search')
    expect(hasHtmlEnding('/docs/x.html')).toBe(true)
    expect(hasHtmlEnding('/docs/x')).toBe(false)
  })
  it('knows external URLs and output files', () => {
    expect(isExternal('https://x.org')).toBe(true)
    expect(isExternal('//x.org')).toBe(true)
    expect(isExternal('mailto:a@b.c')).toBe(true)
    expect(isExternal('/docs')).toBe(false)
    expect(routeToFile('/')).toBe('index.html')
    expect(routeToFile('/docs/eln')).toBe('docs/eln/index.html')
  })
  it('writes a percent-encoded route at its decoded path, which is what web servers look up', () => {
    expect(routeToFile('/docs/%C3%96lbad-%C3%9Cber')).toBe('docs/Ölbad-Über/index.html')
    expect(routeToFile('/docs/R%26D-%2B-50%25')).toBe('docs/R&D-+-50%/index.html')
    expect(routeToFile('/docs/100%')).toBe('docs/100%/index.html')
    // A server decoded the request already: decoding again would turn a literal '%41' into 'A'.
    expect(pathToFile('/docs/%41')).toBe('docs/%41/index.html')
    expect(decodePath('/a%2')).toBe('/a%2')
  })


  it('tells files served as they are from pages', () => {
    expect(isFilePath('/img/diagrams/flow.svg')).toBe(true)
    expect(isFilePath('/base/files/manual.PDF')).toBe(true)
    expect(isFilePath('/docs/eln/devices')).toBe(false)
    expect(isFilePath('/docs/svg')).toBe(false)
    // Any extension, one no list would know (a Word file), so such a link is never shown as a missing page.
    expect(isFilePath('/files/report.docx')).toBe(true)
    expect(isFilePath('/docs/v1.2/setup')).toBe(false)
  })
})
