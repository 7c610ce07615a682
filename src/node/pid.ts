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
