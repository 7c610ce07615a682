import { readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import type { ResolvedConfig } from '../config/config-schema.js'

/** Image extensions a page may show, by the type image-size reads from the file's first bytes. */
const EXTENSIONS_OF_TYPE: Record<string, readonly string[]> = {
  png: ['.png', '.apng'],
  jpg: ['.jpg', '.jpeg'],
  gif: ['.gif'],
  webp: ['.webp'],
  svg: ['.svg'],
  heif: ['.avif'],
  ico: ['.ico'],
  bmp: ['.bmp'],
}
const IMAGE_EXTENSIONS = Object.values(EXTENSIONS_OF_TYPE).flat()

/** A problem with a file a page shows as an image: the rule, and a message that follows the file's name. */
export interface ImageProblem {
  ruleId: 'image-outside-site' | 'not-an-image'
  message: string
}

/**
 * The folders a page may take images from: the site's own (docs, static, the pages and src
 * folders). Anything else (`../../etc/passwd`, `/proc/self/environ`, a symlink out) would be
 * copied into the published output.
 */
export function siteFolders(config: Pick<ResolvedConfig, 'root' | 'docsDir' | 'staticDir'> & { pagesDir?: string }): string[] {
  return [...new Set([config.docsDir, config.staticDir, config.pagesDir ?? path.join(config.root, 'pages'), path.join(config.root, 'src')])]
}

/**
 * Why an existing file cannot be published as an image, or undefined when it can: it must lie in
 * one of the site's folders once symlinks are followed, have an image extension, and its first
 * bytes must say it is that kind of image (a `.png` that is a script is refused too: served from
 * the site's origin it would run despite the CSP).
 */
export function imageProblem(file: string, folders: readonly string[]): ImageProblem | undefined {
  let real: string
  try {
    real = realpathSync(file)
  } catch {
    return undefined // missing files are reported as missing-image by the caller
  }
  if (!folders.some((folder) => isInside(real, realFolder(folder)))) {
    return {
      ruleId: 'image-outside-site',
      message: `resolves to ${real}, outside the site; images must be in the docs, static, pages or src folder`,
    }
  }
  const ext = path.extname(real).toLowerCase()
  if (!IMAGE_EXTENSIONS.includes(ext)) {
    return { ruleId: 'not-an-image', message: `is not an image file; expected one of ${IMAGE_EXTENSIONS.join(' ')}` }
  }
  const type = detectType(real, ext)
  if (type === undefined || !EXTENSIONS_OF_TYPE[type]?.includes(ext)) {
    return { ruleId: 'not-an-image', message: `does not hold ${ext === '.svg' ? 'SVG' : `a ${ext.slice(1).toUpperCase()} image`}${type ? ` (its content is ${type.toUpperCase()})` : ''}` }
  }
  return undefined
}

/** Why a file an import asks for (a video, a PDF) cannot be published: it lies outside the site. */
export function fileProblem(file: string, folders: readonly string[]): ImageProblem | undefined {
  let real: string
  try {
    real = realpathSync(file)
  } catch {
    return undefined
  }
  if (folders.some((folder) => isInside(real, realFolder(folder)))) return undefined
  return { ruleId: 'image-outside-site', message: `resolves to ${real}, outside the site; files must be in the docs, static, pages or src folder` }
}

/** The image type the file's content shows, or undefined when it is no image. */
function detectType(file: string, ext: string): string | undefined {
  let contents: Buffer
  try {
    contents = readFileSync(file)
  } catch {
    return undefined
  }
  try {
    return imageSize(contents).type
  } catch {
    // image-size needs a size; an SVG sized by CSS alone is still an SVG.
    const text = contents.subarray(0, 4096).toString('utf8')
    return ext === '.svg' && !text.includes('\0') && /<svg[\s>]/.test(text) ? 'svg' : undefined
  }
}

const realFolders = new Map<string, string>()
function realFolder(folder: string): string {
  let real = realFolders.get(folder)
  if (real === undefined) {
    try {
      real = realpathSync(folder)
    } catch {
      real = path.resolve(folder)
    }
    realFolders.set(folder, real)
  }
  return real
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child)
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel)
}
