/** A fence opener or closer: up to three spaces, then three or more backticks or tildes. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/

/**
 * The lines of a markdown text that are not inside a fenced code block (and are not its fences),
 * with their index and the offset of their start: for quick scans before parsing, which must not
 * take code for markup. A fence closes with the same character, at least as many times.
 */
export function* linesOutsideFences(text: string): Generator<{ line: string; index: number; offset: number }> {
  let fence: string | undefined
  let offset = 0
  for (const [index, line] of text.split('\n').entries()) {
    const marker = FENCE.exec(line)?.[1]
    if (fence !== undefined) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined
    } else if (marker) {
      fence = marker
    } else {
      yield { line, index, offset }
    }
    offset += line.length + 1
  }
}
