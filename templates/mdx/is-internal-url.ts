/** `@docusaurus/isInternalUrl`: true for a path of the site, false for a URL with a scheme or `//host`. */
export default function isInternalUrl(url: string | undefined): boolean {
  return typeof url === 'string' && !/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url)
}
