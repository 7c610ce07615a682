import path from 'node:path'
import { imageSize } from 'image-size'
import { factsOf } from '../file-hash.js'
import type { CopiedFile, OutputFile } from '../types.js'

/**
 * Images referenced by pages: copied once into assets/ under a content-hashed name. Their hash and
 * pixel size come from the file-facts memo, so a build whose images did not change reads none of them.
 */
export class AssetRegistry {
  private byFile = new Map<string, { url: string; width?: number; height?: number; out: CopiedFile }>()

  /** Registers a file and returns its URL (with base) and pixel size when known. */
  add(absFile: string, base: string): { url: string; width?: number; height?: number } | undefined {
    const known = this.byFile.get(absFile)
    if (known) return known
    const facts = factsOf(absFile, sizeOf)
    if (!facts) return undefined
    const ext = path.extname(absFile)
    const name = path.basename(absFile, ext).replace(/[^\w.-]+/g, '-')
    const outPath = `assets/img/${name}.${facts.hash.slice(0, 8)}${ext.toLowerCase()}`
    const entry = { url: `${base}${outPath}`, ...facts.measured, out: { path: outPath, copyOf: absFile, size: facts.size } }
    this.byFile.set(absFile, entry)
    return entry
  }

  private generated = new Map<string, OutputFile>()

  /** Adds a file made during the transform (an MDX page's island chunk), written with the images. */
  addFile(file: OutputFile): void {
    this.generated.set(file.path, file)
  }

  /** The installed packages the files made during the transform hold code from (island chunks). */
  packages(): string[] {
    return [...new Set([...this.generated.values()].flatMap((f) => f.packages ?? []))].sort()
  }

  /** Images to copy, then the files made during the transform. */
  files(): (CopiedFile | OutputFile)[] {
    return [...[...this.byFile.values()].map((e) => e.out), ...this.generated.values()]
  }
}

/** Pixel size of an image, for width/height attributes (no layout shift). */
export function sizeOf(contents: Uint8Array): { width?: number; height?: number } & Record<string, number> {
  try {
    const { width, height } = imageSize(contents)
    return width && height ? { width, height } : {}
  } catch {
    return {}
  }
}
