import { readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import type { ResolvedConfig } from '../config/config-schema.js'
import { isInside, realPathOf } from '../real-path.js'
import { describeFsError, regularFileProblem } from '../collect/regular-file.js'

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
  ruleId: 'outside-site' | 'not-an-image' | 'unreadable-file' | 'image-type-mismatch'
  message: string
}

/** True for a problem that is only a warning: the image is published all the same. */
export function isImageWarning(problem: ImageProblem): boolean {
  return problem.ruleId === 'image-type-mismatch'
}

/**
 * The folders a page may take images from: the site's own (docs, static, the pages and src
 * folders, the blog's, and in a locale's build its translated docs, pages and posts). Anything else (`../../etc/passwd`, `/proc/self/environ`, a symlink out) would be
 * copied into the published output.
 */
export function siteFolders(config: Pick<ResolvedConfig, 'root' | 'docsDir' | 'staticDir'> & { pagesDir?: string; blog?: { path: string } | undefined; locale?: ResolvedConfig['locale'] }): string[] {
  const blog = config.blog ? [path.resolve(config.root, config.blog.path)] : []
  const translated = config.locale?.translated ? Object.values(config.locale.translated) : []
  return [...new Set([config.docsDir, config.staticDir, config.pagesDir ?? path.join(config.root, 'pages'), path.join(config.root, 'src'), ...blog, ...translated])]
}

/**
 * Why an existing file cannot be published as an image, or undefined when it can: it must lie in
 * one of the site's folders once symlinks are followed, have an image extension, and its first
 * bytes must say it is that kind of image (a `.png` that is a script is refused too: served from
 * the site's origin it would run despite the CSP).
 */
export function imageProblem(file: string, folders: readonly string[]): ImageProblem | undefined {
  const real = realFile(file)
  if (real === undefined) return undefined // missing files are reported as missing-image by the caller
  const outside = outsideProblem(real, folders, 'images')
  if (outside) return outside
  // Checked before any read: a named pipe would block the build, and Node reads no file over 2 GB.
  const unreadable = regularFileProblem(real, 'an image', MAX_IMAGE_BYTES)
  if (unreadable) return { ruleId: 'unreadable-file', message: unreadable }
  const ext = path.extname(real).toLowerCase()
  if (!IMAGE_EXTENSIONS.includes(ext)) {
    return { ruleId: 'not-an-image', message: `is not an image file; expected one of ${IMAGE_EXTENSIONS.join(' ')}` }
  }
  let type: string | undefined
  try {
    type = detectType(real, ext)
  } catch (error) {
    return { ruleId: 'unreadable-file', message: `cannot be read: ${describeFsError(error)}` }
  }
  // A JPEG named .png is still a picture: browsers show it by its content, and Docusaurus only
  // warns. Anything else (a script, an SVG under a raster name) is not published.
  if (type !== undefined && type !== 'svg' && ext !== '.svg' && !EXTENSIONS_OF_TYPE[type]!.includes(ext)) {
    return { ruleId: 'image-type-mismatch', message: `is named ${ext} but holds a ${type.toUpperCase()} image; rename it to match its content` }
  }
  if (type === undefined || !EXTENSIONS_OF_TYPE[type]?.includes(ext)) {
    return { ruleId: 'not-an-image', message: `does not hold ${ext === '.svg' ? 'SVG' : `a ${ext.slice(1).toUpperCase()} image`}${type ? ` (its content is ${type.toUpperCase()})` : ''}` }
  }
  return undefined
}

/** Why a file an import asks for (a video, a PDF) cannot be published: it lies outside the site. */
export function fileProblem(file: string, folders: readonly string[]): ImageProblem | undefined {
  const real = realFile(file)
  return real === undefined ? undefined : outsideProblem(real, folders, 'files')
}

function realFile(file: string): string | undefined {
  try {
    return realpathSync(file)
  } catch {
    return undefined
  }
}

function outsideProblem(real: string, folders: readonly string[], what: 'images' | 'files'): ImageProblem | undefined {
  if (folders.some((folder) => isInside(real, realPathOf(folder)))) return undefined
  return { ruleId: 'outside-site', message: `resolves to ${real}, outside the site; ${what} must be in the docs, static, pages, src or blog folder` }
}

/** Images larger than this are refused: they would be read whole into memory, and no page needs one. */
const MAX_IMAGE_BYTES = 1024 * 1024 * 1024

/** The image type the file's content shows, or undefined when it is no image; throws when the file cannot be read. */
function detectType(file: string, ext: string): string | undefined {
  const contents = readFileSync(file)
  try {
    return imageSize(contents).type
  } catch {
    // image-size needs a size; an SVG sized by CSS alone is still an SVG.
    const text = contents.subarray(0, 4096).toString('utf8')
    return ext === '.svg' && !text.includes('\0') && /<svg[\s>]/.test(text) ? 'svg' : undefined
  }
}
