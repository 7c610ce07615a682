import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Message } from 'esbuild'
import { display } from '../../display-path.js'
import { createDiagnostic, lineColumnAt, withSuggestion, type Diagnostic } from '../../diagnostics.js'
import { suggestImage } from '../markdown/remark-images.js'
import { PARTIAL_COMPILE_ERROR } from './bundle-mdx.js'
import { IMAGE } from './mdx-resolve.js'
import { escapeRegExp } from '../../reg-exp.js'
import type { UserCodeFailure } from '../../user-code.js'
import type { Place } from './render-page-module.js'

const BRACE_HINT = 'curly braces in MDX hold JavaScript; for the characters themselves write `\\{` and `\\}`'

/** A syntax error from the MDX compiler (a VFileMessage carries the place in the page). */
export function compileErrorToDiagnostic(error: unknown, displayPath: string): Diagnostic {
  const e = error as { reason?: string; message?: string; line?: number; column?: number; source?: string }
  const reason = e.reason ?? e.message ?? String(error)
  // Prose braces (`{a b}`, `{x:`) are read as expressions; most writers meant the characters.
  const braces = /expression|acorn/i.test(reason) ? `; ${BRACE_HINT}` : ''
  return createDiagnostic('mdx-error', `MDX could not be compiled: ${reason}${braces}`, {
    file: displayPath,
    line: e.line ?? 1,
    column: e.column ?? 1,
  })
}

/**
 * An esbuild message about the page's imports. esbuild sees the compiled page and partials, whose
 * lines are not the writer's (MDX hoists imports and drops blank lines), so a message about the
 * page or one of its partials is placed at the import specifier in that file's source. Messages
 * about other files (components) keep esbuild's place, which is the writer's own.
 */
export function bundleErrorToDiagnostic(message: Message, page: MdxSource, folders: readonly string[] = []): Diagnostic {
  const at = message.location
  const elsewhere = at !== null && at.file !== '<stdin>' && path.resolve(at.file) !== page.path
  if (elsewhere && (message.detail === PARTIAL_COMPILE_ERROR || !/\.mdx?$/i.test(at.file))) {
    const what = message.detail === PARTIAL_COMPILE_ERROR ? 'MDX could not be compiled' : 'import failed'
    const braces = message.detail === PARTIAL_COMPILE_ERROR && /expression|acorn/i.test(message.text) ? `; ${BRACE_HINT}` : ''
    return createDiagnostic('mdx-error', `${what}: ${message.text}${braces}`, {
      file: display(at.file),
      line: at.line,
      column: at.column + 1,
    })
  }
  const source = elsewhere ? partialSource(path.resolve(at.file)) : page
  const missing = missingExport(message.text, source)
  if (missing) return createDiagnostic('mdx-error', missing.message, { file: source.displayPath, ...positionOf(source.text, missing.specifier) })
  const specifier = /"([^"]+)"/.exec(message.text)?.[1] ?? /`([^`]+)`/.exec(message.text)?.[1]
  const place = { file: source.displayPath, ...(specifier ? positionOf(source.text, specifier) : { line: 1, column: 1 }) }
  // An imported or require()d image that is not there is the markdown image check's case.
  if (specifier && IMAGE.test(specifier) && /^Could not resolve/.test(message.text)) {
    const abs = path.resolve(path.dirname(source.path), specifier)
    const looked = specifier.startsWith('.') ? ` (looked for ${display(abs)})` : ''
    const suggestion = specifier.startsWith('.') ? suggestImage(specifier, abs, path.dirname(source.path), folders) : undefined
    return createDiagnostic('missing-image', withSuggestion(`image \`${specifier}\` not found${looked}`, suggestion), place)
  }
  return createDiagnostic('mdx-error', `import failed: ${message.text}`, place)
}

/** An MDX file as the messages need it: where it is, how it is shown, and its text. */
interface MdxSource {
  path: string
  displayPath: string
  text: string
}

function partialSource(file: string): MdxSource {
  let text = ''
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    // Gone since it was bundled: the message goes to its first line.
  }
  return { path: file, displayPath: display(file), text }
}

/**
 * Why the page module gave no HTML when it ran (see render-page-module.ts). A throw is placed
 * where the stack says, in the page, a partial or a component (then the message names the page);
 * a client component's props error at the first `<Name` of the page, as React cannot say where
 * the element was written. Stopped for time or memory, the page is named without a line.
 */
export function renderFailureToDiagnostic(failure: UserCodeFailure, place: Place | undefined, page: MdxSource): Diagnostic {
  const what = page.path.endsWith('.mdx') ? 'MDX page' : 'page'
  if (failure.kind !== 'threw') return createDiagnostic('mdx-error', `${what} could not be rendered: ${failure.message}`, { file: page.displayPath })
  const { message, name, component } = failure.error
  const at = name === 'IslandPropsError' && component !== undefined ? page.text.search(new RegExp(`<${escapeRegExp(component)}[\\s/>]`)) : -1
  // Prose like `The set {a, b}` is an expression in MDX: it compiles, then fails with "a is not defined".
  const brace = at < 0 ? braceExpressionUsing(page.text, /^(\S+) is not defined$/.exec(message)?.[1]) : -1
  if (brace >= 0) {
    return createDiagnostic('mdx-error', `${what} could not be rendered: ${message} (in \`${page.text.slice(brace, page.text.indexOf('}', brace) + 1)}\`); ${BRACE_HINT}`, { file: page.displayPath, ...lineColumnAt(page.text, brace) })
  }
  if (at >= 0 || !place) return createDiagnostic('mdx-error', `${what} could not be rendered: ${message}`, { file: page.displayPath, ...lineColumnAt(page.text, at) })
  if (place.file === page.path) return createDiagnostic('mdx-error', `${what} could not be rendered: ${message}`, { file: page.displayPath, line: place.line, column: place.column })
  return createDiagnostic('mdx-error', `${what} ${page.displayPath} could not be rendered: ${message}`, { file: display(place.file), line: place.line, column: place.column })
}

/**
 * Where the page's first `{…}` expression that names `name` starts (-1 if none): prose like
 * `The set {a, b}` is an expression in MDX, which compiles and then fails to render with
 * "a is not defined". Code blocks and inline code are not expressions and are skipped.
 */
function braceExpressionUsing(text: string, name: string | undefined): number {
  if (name === undefined) return -1
  const blank = (m: string) => m.replace(/[^\n]/g, ' ')
  const prose = text.replace(/^(```|~~~)[\s\S]*?^\1[ \t]*$/gm, blank).replace(/`[^`\n]*`/g, blank)
  return prose.search(new RegExp(`(?<!\\\\)\\{[^{}]*(?<![\\w$.])${escapeRegExp(name)}(?![\\w$])[^{}]*\\}`))
}

/** A module's path without its extension and a trailing `/index`: an import as written compares with the file it resolved to. */
const moduleStem = (p: string) => p.replace(/(\/index)?(\.[cm]?[jt]sx?|\.mdx?)$/, '')

/** The specifier of the page's import that led to `file`: relative, or `@site/` and the like by the path they end with. */
function specifierOf(page: MdxSource, file: string): string | undefined {
  const target = moduleStem(path.resolve(file))
  return [...page.text.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)]
    .map((m) => m[1]!)
    .find((spec) => {
      if (spec.startsWith('.')) return moduleStem(path.resolve(path.dirname(page.path), spec)) === target
      const bare = moduleStem(spec.replace(/^@site\//, ''))
      return bare !== '' && target.endsWith(`/${bare}`)
    })
}

/**
 * esbuild's 'No matching export in "docs/Chart.tsx" for import "default"' names the resolved file,
 * not what the writer typed: find the page's import of that file, and say what to change (a page
 * importing a component that has no default export is the usual case).
 */
function missingExport(text: string, page: MdxSource): { message: string; specifier: string } | undefined {
  const m = /^No matching export in "([^"]+)" for import "([^"]+)"/.exec(text)
  if (!m) return undefined
  const [, file, name] = m as unknown as [string, string, string]
  const specifier = specifierOf(page, file)
  if (!specifier) return undefined
  const message =
    name === 'default'
      ? `\`${specifier}\` has no default export: import the component by its name (\`import { Name } from '${specifier}'\`) or add \`export default\` to ${file}`
      : `\`${specifier}\` has no export named \`${name}\` (${file})`
  return { message, specifier }
}

/**
 * The warning for a default import of a module that has none, which the page was bundled with as
 * undefined (bundle-mdx.ts), placed at the page's import of that module when it can be found.
 */
export function missingDefaultWarning(message: Message, page: MdxSource): Diagnostic {
  const file = /^No matching export in "([^"]+)"/.exec(message.text)?.[1] ?? ''
  const specifier = specifierOf(page, file)
  const what = specifier ? `\`${specifier}\`` : file
  return createDiagnostic(
    'missing-export',
    `${what} has no default export, so its default import is undefined (webpack, which Docusaurus builds with, builds the page so too, with this warning): import what it exports by name, or add \`export default\` to ${file}`,
    { file: page.displayPath, ...(specifier ? positionOf(page.text, specifier) : { line: 1, column: 1 }) },
  )
}

/** 1-based line and column of a quoted import specifier in the page source. */
function positionOf(text: string, specifier: string): { line: number; column: number } {
  const quoted = [`'${specifier}'`, `"${specifier}"`].map((q) => text.indexOf(q)).filter((i) => i >= 0)
  return lineColumnAt(text, quoted.length === 0 ? -1 : Math.min(...quoted))
}
