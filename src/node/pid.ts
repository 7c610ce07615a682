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
