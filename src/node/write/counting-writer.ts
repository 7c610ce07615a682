import type { CopiedFile, OutputFile } from '../types.js'
import type { Writer } from './write.js'

/** A writer's `write`, and what went through it: how many files and, when summed, how many bytes. */
export interface CountingWriter {
  count: number
  bytes: number
  write(file: OutputFile): void
  copy(file: CopiedFile): void
  /** write or copy, whichever the file is. */
  put(file: OutputFile | CopiedFile): void
  /** The writer's reuse of the previous output's file (see Writer.reuse): true when it took it. */
  reuse(file: string, key: string): boolean
}

/**
 * Passes files to the writer and counts them; bytes are summed only for a production build, whose
 * summary shows them (a dev rebuild would spend milliseconds on it for nothing). Text is encoded
 * here, once: the writer would encode it to write it anyway, and measuring it apart cost a cold
 * build tens of milliseconds (the HTML is not all ASCII, V8's slow path).
 */
export function countingWriter(writer: Writer, sumBytes: boolean): CountingWriter {
  const out = {
    count: 0,
    bytes: 0,
    write(file: OutputFile) {
      const encoded = sumBytes && typeof file.contents === 'string' ? { ...file, contents: Buffer.from(file.contents) } : file
      writer.write(encoded)
      out.count++
      if (sumBytes) out.bytes += encoded.contents.length
    },
    copy(file: CopiedFile) {
      writer.copy(file)
      out.count++
      out.bytes += file.size
    },
    reuse(file: string, key: string) {
      const size = writer.reuse?.(file, key)
      if (size === undefined) return false
      out.count++
      out.bytes += size
      return true
    },
    put(file: OutputFile | CopiedFile) {
      if ('copyOf' in file) out.copy(file)
      else out.write(file)
    },
  }
  return out
}
