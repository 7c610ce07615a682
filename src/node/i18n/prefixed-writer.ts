import type { Writer } from '../write/write.js'

/**
 * A writer that puts a locale's files under its folder of the one output (`fr/…`). Committing and
 * aborting are left to the languages build: the output changes once, when every locale has built.
 */
export function prefixedWriter(writer: Writer, prefix: string): Writer {
  if (prefix === '') return { ...bind(writer), commit: () => undefined, abort: () => undefined }
  return {
    write: (file) => writer.write({ ...file, path: prefix + file.path }),
    copy: (file) => writer.copy({ ...file, path: prefix + file.path }),
    ...(writer.reuse && { reuse: (file: string, key: string) => writer.reuse!(prefix + file, key) }),
    commit: () => undefined,
    abort: () => undefined,
  }
}

function bind(writer: Writer): Pick<Writer, 'write' | 'copy' | 'reuse'> {
  return {
    write: (file) => writer.write(file),
    copy: (file) => writer.copy(file),
    ...(writer.reuse && { reuse: (file: string, key: string) => writer.reuse!(file, key) }),
  }
}
