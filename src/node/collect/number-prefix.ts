/**
 * Docusaurus' default number prefixes: `01-intro` and `2. Setup` sort by their number and are
 * named without it. Names that look like a version or a date (`2.0.0`, `2024-03-release`) keep
 * their digits, as in Docusaurus, so that `1.0.0/` and `2.0.0/` stay two folders.
 */
const VERSION_OR_DATE = /^\d+[-_.]\d+/
const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*(?=[^-_.\s])/

/** A file or folder name without its number prefix (the name itself when nothing would be left). */
export function stripNumberPrefix(name: string): string {
  if (VERSION_OR_DATE.test(name)) return name
  const stripped = name.replace(NUMBER_PREFIX, '')
  return stripped === '' ? name : stripped
}
