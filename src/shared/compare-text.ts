/**
 * Orders texts the same on every machine. `a.localeCompare(b)` follows the locale of the process
 * (LC_ALL=sv_SE puts `ä` after `z`, tr_TR treats `ı` apart), so two machines built different
 * sidebars from the same files. English collation keeps the order readers expect (case and
 * accents sort next to their letter) without depending on where the build runs.
 */
const collator = new Intl.Collator('en')

export function compareText(a: string, b: string): number {
  return collator.compare(a, b)
}
