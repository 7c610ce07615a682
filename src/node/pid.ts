import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * True while a process with this id runs. Used to tell a running build's lock and temporary
 * files from those a killed build left behind. EPERM means it runs under another user.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Removes the entries of `dir` that a killed process left: names matching `pattern`, whose first
 * group is the pid of a process that no longer runs (never this process's own).
 */
export function removeLeftoversOfDeadProcesses(dir: string, pattern: RegExp): void {
  for (const name of readdirSync(dir)) {
    const pid = Number(pattern.exec(name)?.[1])
    if (pid && pid !== process.pid && !isAlive(pid)) rmSync(path.join(dir, name), { recursive: true, force: true })
  }
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

/**
 * Until the returned function is called: Ctrl-C, SIGTERM (docker stop) or SIGHUP (a closed
 * terminal) first runs `cleanUp` (synchronous: the process is about to end), then ends the process
 * as the signal would have (exit 130, 143, 129), unless another listener (serve's own stop) is
 * there to handle the signal. Without it, what a killed process was writing stays behind.
 */
export function cleanUpOnSignal(cleanUp: () => void): () => void {
  const stop = () => STOP_SIGNALS.forEach((signal) => process.off(signal, onSignal))
  const onSignal = (signal: NodeJS.Signals) => {
    stop()
    cleanUp()
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
  }
  STOP_SIGNALS.forEach((signal) => process.on(signal, onSignal))
  return stop
}
