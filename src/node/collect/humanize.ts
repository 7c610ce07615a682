/** A file or folder name as a title: dashes and underscores as spaces, the first letter capitalised. */
export function humanize(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A page's title when it has neither a title nor a first heading: as written on Docusaurus sites, else readable. */
export function untitledName(source: { name: string; titleAsWritten?: string | undefined }): string {
  return source.titleAsWritten ?? humanize(source.name)
}

/** A folder's label when nothing names it: as written on Docusaurus sites, else readable. */
export function folderLabel(name: string, asWritten = false): string {
  return asWritten ? name : humanize(name)
}
