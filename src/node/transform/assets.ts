import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import type { OutputFile } from '../types.js'

/** Images referenced by pages: copied once into assets/ under a content-hashed name. */
export class AssetRegistry {
  private byFile = new Map<string, { url: string; width?: number; height?: number; out: OutputFile }>()

  /** Registers a file and returns its URL (with base) and pixel size when known. */
  add(absFile: string, base: string): { url: string; width?: number; height?: number } | undefined {
    const known = this.byFile.get(absFile)
    if (known) return known
    let contents: Buffer
    try {
      contents = readFileSync(absFile)
    } catch {
      return undefined
    }
    const hash = createHash('sha256').update(contents).digest('hex').slice(0, 8)
    const ext = path.extname(absFile)
    const name = path.basename(absFile, ext).replace(/[^\w.-]+/g, '-')
    const outPath = `assets/img/${name}.${hash}${ext.toLowerCase()}`
    const entry = { url: `${base}${outPath}`, ...sizeOf(contents), out: { path: outPath, contents } }
    this.byFile.set(absFile, entry)
    return entry
  }

  private generated = new Map<string, OutputFile>()

  /** Adds a file made during the transform (an MDX page's island chunk), written with the images. */
  addFile(file: OutputFile): void {
    this.generated.set(file.path, file)
  }

  files(): OutputFile[] {
    return [...[...this.byFile.values()].map((e) => e.out), ...this.generated.values()]
  }
}

/** Pixel size of an image, for width/height attributes (no layout shift). */
export function sizeOf(contents: Uint8Array): { width?: number; height?: number } {
  try {
    const { width, height } = imageSize(contents)
    return width && height ? { width, height } : {}
  } catch {
    return {}
  }
}
