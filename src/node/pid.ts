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

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

/**
 * Runs `cleanUp` when SIGINT, SIGTERM or SIGHUP arrives before the returned function is called,
 * then lets the signal end the process as it would have (so a shell sees 130, 143 or 129), unless
 * another part of chemdocs listens for it too: serve stops gracefully by its own handler. Files a
 * command writes for itself (the output's temporary folder and lock, the compiled config) must not
 * outlive a Ctrl-C.
 */
export function cleanUpOnSignal(cleanUp: () => void): () => void {
  // Taken now: a handler that was there first may have removed itself by the time this one runs.
  const handledElsewhere = new Set<NodeJS.Signals>(SIGNALS.filter((signal) => process.listenerCount(signal) > 0))
  const stop = () => SIGNALS.forEach((signal) => process.off(signal, onSignal))
  const onSignal = (signal: NodeJS.Signals) => {
    stop()
    cleanUp()
    if (!handledElsewhere.has(signal) && process.listenerCount(signal) === 0) process.kill(process.pid, signal)
  }
  SIGNALS.forEach((signal) => process.on(signal, onSignal))
  return stop
}
