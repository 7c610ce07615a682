import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync, type Stats } from 'node:fs'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'

/**
 * What a `chemdocs build` wrote into its output folder: for each file made from a known key (a
 * page's HTML from its data, a copied file from its source's stat), that key and the file's stat
 * once written. The next build into the same folder takes such a file from the old output (a hard
 * link, see FsWriter.reuse) instead of rendering or copying it again, while the key is the same
 * and the file in the old output still has the stat it was written with (a file someone changed
 * there since is made anew). Kept beside the page store, never in the published folder.
 */
export interface OutputRecord {
  /** Where the record is kept (node_modules/.cache/chemdocs/…). */
  file: string
  /** What every key depends on besides itself: chemdocs' code, React's version (see page-store.ts). */
  env: string
}

/** Output file (relative to the output folder) -> [its key, its stat when written]. */
export type RecordedFiles = Map<string, [key: string, stat: string]>

interface RecordFile {
  env: string
  outDir: string
  files: RecordedFiles
}

/**
 * A written file's identity: size, inode and modification time. Not ctime: taking a hard link of
 * the file, or removing the old output's link to it, changes that alone.
 */
export function outputStat(st: Stats): string {
  return `${st.size}:${st.ino}:${st.mtimeMs}`
}

/** The size in bytes a stat key (outputStat) holds. */
export function sizeInStat(stat: string): number {
  return Number(stat.slice(0, stat.indexOf(':')))
}

/** The stat key of a file in the output, or undefined when it is gone. */
export function outputStatOf(file: string): string | undefined {
  try {
    return outputStat(statSync(file))
  } catch {
    return undefined
  }
}

/** The files the last build recorded for `outDir`, or none (no record, another folder or another chemdocs). */
export function readOutputRecord(record: OutputRecord, outDir: string): RecordedFiles {
  try {
    const data = deserialize(readFileSync(record.file)) as RecordFile
    if (data.env === record.env && data.outDir === outDir && data.files instanceof Map) return data.files
  } catch {
    // Missing or damaged: every file is made anew.
  }
  return new Map()
}

/** Replaces the record once the output it describes is in place (temporary file and rename). */
export function writeOutputRecord(record: OutputRecord, outDir: string, files: RecordedFiles): void {
  try {
    mkdirSync(path.dirname(record.file), { recursive: true })
    const tmp = `${record.file}.${process.pid}.tmp`
    writeFileSync(tmp, serialize({ env: record.env, outDir, files } satisfies RecordFile))
    renameSync(tmp, record.file)
  } catch {
    // A read-only or full cache folder only costs the next build its head start.
  }
}
