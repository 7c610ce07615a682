// What a locale is when the config says nothing more of it: Docusaurus' defaults, so that a
// Docusaurus site's language menu and <html> read the same under chemdocs.

/** Languages written right to left (the list rtl-detect, which Docusaurus uses, knows). */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ur', 'yi'])

/** The language's own name, capitalised ('fr' -> 'Français'); the locale itself if Node does not know it. */
export function defaultLocaleLabel(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale)
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale
  } catch {
    return locale
  }
}

export function defaultDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(locale.split(/[-_]/)[0]!.toLowerCase()) ? 'rtl' : 'ltr'
}
