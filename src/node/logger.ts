import pc from 'picocolors'
import type { Diagnostic } from './diagnostics.js'
import { ChemdocsError, sortDiagnostics } from './diagnostics.js'

export type LogLevel = 'quiet' | 'normal' | 'verbose'

/** The only module that writes to the terminal. */
export interface Logger {
  level: LogLevel
  info(message: string): void
  verbose(message: string): void
  warn(message: string): void
  error(message: string): void
  diagnostics(list: readonly Diagnostic[]): void
  failure(error: unknown): void
}

export interface LoggerOptions {
  level?: LogLevel
  color?: boolean
  out?: (s: string) => void
  err?: (s: string) => void
}

/** Colours follow picocolors' detection (NO_COLOR, CI, non-TTY) unless forced. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? 'normal'
  const c = pc.createColors(options.color ?? pc.isColorSupported)
  const out = options.out ?? ((s: string) => process.stdout.write(s + '\n'))
  const err = options.err ?? ((s: string) => process.stderr.write(s + '\n'))
  return {
    level,
    info: (m) => level !== 'quiet' && out(visible(m)),
    verbose: (m) => level === 'verbose' && out(c.dim(m)),
    warn: (m) => err(`${c.yellow('warning')} ${visible(m)}`),
    error: (m) => err(`${c.red('error')} ${visible(m)}`),
    diagnostics: (list) => {
      const shown = level === 'quiet' ? list.filter((d) => d.severity === 'error') : list
      if (shown.length > 0) err(formatDiagnostics(shown, c))
    },
    failure: (error) => err(formatFailure(error, c)),
  }
}

type Colors = ReturnType<typeof pc.createColors>
const plain = pc.createColors(false)

/**
 * vfile-reporter-like output: a block per file, one line per problem
 * (`line:col  severity  message  rule-id`), and a summary line last.
 */
export function formatDiagnostics(list: readonly Diagnostic[], c: Colors = plain): string {
  const lines: string[] = []
  let file: string | undefined
  for (const d of sortDiagnostics(list)) {
    if (d.file !== file) {
      if (file !== undefined) lines.push('')
      file = d.file
      lines.push(c.underline(visible(d.file, true)))
    }
    const place = d.line === undefined ? '' : `${d.line}:${d.column ?? 1}`
    const sev = d.severity === 'error' ? c.red('error') : c.yellow('warning')
    lines.push(`  ${visible(d.file, true)}:${place || '1:1'}  ${sev}  ${visible(d.message)}  ${c.dim(d.ruleId)}`)
  }
  lines.push('', summarize(list, c))
  return lines.join('\n')
}

export function summarize(list: readonly Diagnostic[], c: Colors = plain): string {
  const errors = list.filter((d) => d.severity === 'error').length
  const warnings = list.length - errors
  const parts: string[] = []
  if (errors) parts.push(`${errors} error${errors === 1 ? '' : 's'}`)
  if (warnings) parts.push(`${warnings} warning${warnings === 1 ? '' : 's'}`)
  return errors ? c.red(`✖ ${parts.join(', ')}`) : c.yellow(`⚠ ${parts.join(', ')}`)
}

/** Usage errors get a message and a hint; anything else is a bug and keeps its stack. */
export function formatFailure(error: unknown, c: Colors = plain): string {
  if (error instanceof ChemdocsError) {
    const head = `${c.red('error')} ${error.ruleId}: ${visible(error.message)}`
    return error.hint ? `${head}\n${c.dim('hint:')} ${visible(error.hint)}` : head
  }
  const e = error instanceof Error ? error : new Error(String(error))
  return `${c.red('internal error')} ${visible(e.stack ?? e.message)}\nThis is a chemdocs bug; please report it.`
}

/**
 * Text from files (names, frontmatter, messages quoting them) with its control characters shown
 * as `\x1b`-style escapes: a file named `\e]0;…\a` must not retitle the terminal, clear the
 * screen or hide lines of a CI log. Line breaks stay in messages that are made of several lines.
 */
export function visible(text: string, oneLine = false): string {
  return text.replace(oneLine ? /[\u0000-\u001f\u007f-\u009f]/g : /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`)
}
