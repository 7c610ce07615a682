import { readFileSync, statSync } from 'node:fs'

/**
 * Why a file chemdocs is about to read cannot be read as a regular file, or undefined when it
 * can. Checked before every read of a site's file: a named pipe would block the build for ever,
 * a link to /dev/zero never ends, and a file larger than `maxBytes` would exhaust memory.
 * `what` names the file's role in the message ('a page file', 'a stylesheet').
 */
export function regularFileProblem(abs: string, what: string, maxBytes = Number.POSITIVE_INFINITY): string | undefined {
  let stat
  try {
    stat = statSync(abs)
  } catch (error) {
    return `cannot be read: ${describeFsError(error)}`
  }
  if (!stat.isFile()) {
    const kind = stat.isFIFO() ? 'a named pipe' : stat.isCharacterDevice() || stat.isBlockDevice() ? 'a device' : stat.isSocket() ? 'a socket' : stat.isDirectory() ? 'a folder' : 'not a regular file'
    return `is ${kind}, not ${what}; replace it with a regular file`
  }
  if (stat.size > maxBytes) return `is ${megabytes(stat.size)} MB; ${what} can be at most ${megabytes(maxBytes)} MB`
  return undefined
}

/** Reads a file after regularFileProblem found none; throws an Error whose message is the problem otherwise. */
export function readRegularFile(abs: string, what: string, maxBytes?: number): Buffer {
  const problem = regularFileProblem(abs, what, maxBytes)
  if (problem !== undefined) throw new UnreadableFileError(problem)
  try {
    return readFileSync(abs)
  } catch (error) {
    throw new UnreadableFileError(`cannot be read: ${describeFsError(error)}`)
  }
}

/** A file that is not a readable regular file; the message says why, for a diagnostic at the file. */
export class UnreadableFileError extends Error {}

/** An fs error as a reader understands it. */
export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  if (code === 'ENOENT') return 'it vanished, or is a broken symbolic link'
  if (code === 'ELOOP') return 'its symbolic links lead back to themselves'
  if (code === 'EISDIR') return 'it is a folder'
  return (error as Error).message ?? String(error)
}

function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(0)
}
