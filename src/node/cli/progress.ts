/**
 * A one-line progress display for an interactive terminal, rewritten in place; a no-op elsewhere
 * (pipes, CI), where only plain lines belong. It formats; the caller supplies the stream.
 */
export interface Progress {
  /** Shows `text` in place of the previous progress line. */
  update(text: string): void
  /** Clears the line, so the next output starts on a clean line. */
  done(): void
}

/** Options of createProgress. */
export interface ProgressOptions {
  enabled: boolean
  write: (chunk: string) => void
  /** Terminal width; longer lines are cut so they never wrap (a wrapped line cannot be rewritten). */
  columns?: number
}

/** A progress line, or a silent stand-in when `enabled` is false. */
export function createProgress(options: ProgressOptions): Progress {
  if (!options.enabled) return { update: () => undefined, done: () => undefined }
  let shown = false
  const width = Math.max(20, (options.columns || 80) - 1)
  return {
    update(text) {
      options.write(`\r\x1b[2K${text.length > width ? text.slice(0, width - 1) + '…' : text}`)
      shown = true
    },
    done() {
      if (shown) options.write('\r\x1b[2K')
      shown = false
    },
  }
}

/** Whether stdout/stderr go to a terminal that wants colour and in-place progress. */
export interface TerminalInfo {
  color: boolean
  interactive: boolean
}

/**
 * Colour: on a terminal, unless NO_COLOR is set (to anything but '') or --no-color is given;
 * FORCE_COLOR forces it. Progress: only on a terminal and never under CI=true.
 */
export function detectTerminal(env: NodeJS.ProcessEnv, isTTY: boolean, noColorFlag = false): TerminalInfo {
  const ci = env.CI !== undefined && !['', '0', 'false'].includes(env.CI.toLowerCase())
  const dumb = env.TERM === 'dumb'
  const noColor = noColorFlag || (env.NO_COLOR !== undefined && env.NO_COLOR !== '')
  const forced = env.FORCE_COLOR !== undefined && !['', '0', 'false'].includes(env.FORCE_COLOR)
  return { color: !noColor && (forced || (isTTY && !dumb)), interactive: isTTY && !ci && !dumb }
}
