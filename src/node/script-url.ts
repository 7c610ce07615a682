/**
 * The scheme of a URL that, followed, runs code or opens a document made from the URL itself
 * (`javascript:`, `vbscript:`, `data:`), read as a browser's URL parser reads it: leading and
 * trailing spaces and control characters dropped, tabs and newlines removed anywhere, any case
 * (`JaVaScRiPt:`, ` java\tscript:`). Undefined for any other URL.
 */
export function scriptSchemeOf(url: string): 'javascript' | 'vbscript' | 'data' | undefined {
  const cleaned = url.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '').replace(/[\t\n\r]/g, '')
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase()
  return scheme === 'javascript' || scheme === 'vbscript' || scheme === 'data' ? scheme : undefined
}

/**
 * The `script-url` warning's message for a markdown link, or for an attribute of raw HTML
 * (`attribute`: "<a href>"), whose URL is such a URL. A warning, not an error: the site's content
 * policy already stops it in the browser, but the link does nothing for a reader, and a host that
 * serves the pages without the policy would run it.
 */
export function scriptUrlMessage(url: string, scheme: 'javascript' | 'vbscript' | 'data', attribute?: string): string {
  const shown = (url.length > 60 ? `${url.slice(0, 57)}...` : url).replace(/[\t\n\r]/g, (c) => JSON.stringify(c).slice(1, -1))
  const subject = attribute === undefined ? `link to \`${shown}\` is` : `\`${attribute}\` holds \`${shown}\`,`
  const does = scheme === 'data' ? 'opens a document made from the link itself, which browsers refuse to do' : 'runs code instead of opening a page, which the site’s content policy blocks'
  return `${subject} a \`${scheme}:\` URL: it ${does}; link to a page or a file instead`
}
