import { describe, expect, it } from 'vitest'
import { hasHtmlEnding, isExternal, normalizeBase, routeToFile, stripBase, toRoute, withBase } from '../../../src/shared/url.js'

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
})
