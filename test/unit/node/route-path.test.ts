import { describe, expect, it } from 'vitest'
import { encodePathSegment, slugToRoute } from '../../../src/node/site/route-path.js'
import { routeToFile } from '../../../src/shared/url.js'

describe('route paths', () => {
  it('encodes a decoded path segment the way a browser shows it, composed (NFC), "%" and "/" included', () => {
    expect(encodePathSegment('Über uns')).toBe('%C3%9Cber%20uns')
    expect(encodePathSegment('Über uns'.normalize('NFD'))).toBe('%C3%9Cber%20uns')
    expect(encodePathSegment('a:b@c+d&e')).toBe('a:b@c+d&e')
    expect(encodePathSegment('50% off?#')).toBe('50%25%20off%3F%23')
    expect(encodePathSegment('%C3%9C')).toBe('%25C3%259C')
    expect(encodePathSegment('a/b\\c')).toBe('a%2Fb%5Cc')
    expect(encodePathSegment('x\ud800')).toBe('x%EF%BF%BD')
  })
  it('makes a slug a route whose file stays inside the output folder, however its steps are encoded', () => {
    expect(slugToRoute('Über uns/Team', 'docs/a')).toBe('/docs/a/%C3%9Cber%20uns/Team')
    expect(slugToRoute('/%C3%9Cber%20uns', 'docs/a')).toBe('/%C3%9Cber%20uns')
    expect(slugToRoute('../b/./c/', 'docs/a')).toBe('/docs/b/c')
    for (const slug of ['../../../../evil', '..%2F..%2F..%2F..%2Fevil', '/%2e%2e/%2E%2E/evil', '..\\..\\..\\evil', '%2e%2e%5c%2e%2e%5cevil', '/%252e%252e/%252e%252e/evil']) {
      const file = routeToFile(slugToRoute(slug, 'docs/a'))
      expect(file.split(/[\\/]/), slug).not.toContain('..')
    }
    // Encoded twice, a step is a name: '%2e%2e' is the folder's literal name, not a step up.
    expect(routeToFile(slugToRoute('/%252e%252e/evil', ''))).toBe('%2e%2e/evil/index.html')
  })
})
