import type { Logger } from '../logger.js'
import type { Progress } from './progress.js'

/** What cli.ts hands every command: where to print, and how. */
export interface CommandContext {
  logger: Logger
  /** In-place progress on an interactive terminal; silent on pipes and under CI. */
  progress: Progress
  /** Machine-readable results (--format json): always written, to stdout, whatever the log level. */
  output: (text: string) => void
}
