import { randomUUID } from 'node:crypto'
import { readFile, unlink, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build as esbuild, type Message, type Plugin } from 'esbuild'
import type { ComponentType } from 'react'
import { resolveThemeImport } from './mdx-aliases.js'

const require = createRequire(import.meta.url)
/** Marks an esbuild message that is a partial's MDX syntax error, not a failed import. */
export const PARTIAL_COMPILE_ERROR = 'chemdocs-partial-compile-error'
const IMAGE = /\.(png|jpe?g|gif|svg|webp|avif|ico)$/i

/** What bundleMdx needs from the page being built. */
export interface BundleMdxOptions {
  /** The compiled page module (output of compileMdx). */
  code: string
  /** Absolute path of the page: relative imports resolve from its folder. */
  file: string
  /** The site root, for `@site/` imports. */
  root: string
  /** Compiles an imported partial (`_name.mdx`) to a module, with the page's plugins. */
  compilePartial: (file: string, text: string) => Promise<string>
  /** Copies an imported image into the output; returns its URL, or undefined when unreadable. */
  addImage: (file: string) => string | undefined
}

/** The evaluated page module, or the esbuild messages that stopped it. */
export type BundledMdx = { ok: true; Content: ComponentType } | { ok: false; errors: Message[] }

/**
 * Bundles a compiled MDX page with its imports (local components, partials, images, our theme
 * components) into one ES module and imports it. React stays external and is resolved to the very
 * copy chemdocs renders with, since two Reacts in one render break hooks. Node 20 cannot import a
 * module from memory, so the bundle goes to a temp file that is removed once imported.
 */
export async function bundleMdx(options: BundleMdxOptions): Promise<BundledMdx> {
  const result = await esbuild({
    stdin: { contents: options.code, resolveDir: path.dirname(options.file), sourcefile: options.file, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [mdxResolvePlugin(options)],
  }).catch((error: { errors?: Message[] }) => {
    if (error.errors) return { errors: error.errors, outputFiles: undefined }
    throw error
  })
  if (!result.outputFiles?.[0]) return { ok: false, errors: result.errors }
  const code = result.outputFiles[0].text
  // A unique name: two builds of the same page (tests run in parallel) must not remove each other's file.
  const tmp = path.join(tmpdir(), `chemdocs-mdx-${process.pid}-${randomUUID()}.mjs`)
  await writeFile(tmp, code)
  try {
    const mod = (await import(pathToFileURL(tmp).href)) as { default: ComponentType }
    return { ok: true, Content: mod.default }
  } finally {
    await unlink(tmp).catch(() => undefined)
  }
}

function mdxResolvePlugin(options: BundleMdxOptions): Plugin {
  return {
    name: 'chemdocs-mdx',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: require.resolve(args.path), external: true }))
      build.onResolve({ filter: /^@(theme|docusaurus)\// }, (args) => {
        const file = resolveThemeImport(args.path)
        return file ? { path: file } : { errors: [{ text: `\`${args.path}\` is not a component chemdocs provides` }] }
      })
      build.onResolve({ filter: /^@site\// }, (args) =>
        build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: options.root, kind: args.kind }),
      )
      build.onLoad({ filter: /\.mdx$/ }, async (args) => {
        try {
          const contents = await options.compilePartial(args.path, await readFile(args.path, 'utf8'))
          return { contents, loader: 'js', resolveDir: path.dirname(args.path) }
        } catch (error) {
          // Keep the partial's own position, so the message points into the partial, not the page.
          const e = error as { reason?: string; message?: string; line?: number; column?: number }
          const location = { file: args.path, line: e.line ?? 1, column: (e.column ?? 1) - 1 }
          return { errors: [{ text: e.reason ?? e.message ?? String(error), location, detail: PARTIAL_COMPILE_ERROR }] }
        }
      })
      // The article is static HTML with the site's stylesheet; a component's own CSS has no place to
      // go yet, so it is left out (CSS modules give no class names) instead of failing the page.
      build.onLoad({ filter: /\.css$/ }, () => ({ contents: 'export default {}', loader: 'js' }))
      build.onLoad({ filter: IMAGE }, (args) => {
        const url = options.addImage(args.path)
        if (url === undefined) return { errors: [{ text: `image ${args.path} cannot be read` }] }
        return { contents: `export default ${JSON.stringify(url)}`, loader: 'js' }
      })
    },
  }
}
