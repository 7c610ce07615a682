import path from 'node:path'

/** Paths in messages are relative to the working directory. */
export function display(abs: string): string {
  const rel = path.relative(process.cwd(), abs)
  return rel && !rel.startsWith('..') ? rel.split(path.sep).join('/') : abs
}
