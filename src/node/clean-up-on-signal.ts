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
