import type { Command } from 'commander'
import type { Logger } from '../logger.js'

/** `chemdocs check-links`: the CI gate (see the serve/check-links work). */
export function registerCheck(program: Command, logger: () => Logger, setExit: (code: number) => void): void {
  void program
  void logger
  void setExit
}
