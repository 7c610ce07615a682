/** A file or folder name as a title: dashes and underscores as spaces, the first letter capitalised. */
export function humanize(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
