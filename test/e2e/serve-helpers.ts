import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const CLI = path.join(ROOT, 'bin/chemdocs.js')

/** A copy of a fixture site in a temp folder, so tests can edit it. */
export function copyFixture(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `chemdocs-${name}-`))
  cpSync(path.join(ROOT, 'test/fixtures', name), dir, { recursive: true })
  return dir
}

export interface CliProcess {
  child: ChildProcess
  /** Everything written to stdout and stderr so far. */
  output(): string
  /** Resolves with the first match of `pattern` in the output (waiting for it). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>
  /** Resolves with the exit code. */
  exited: Promise<number | null>
}

/** Runs the real CLI (compiled, as users run it) in `cwd`. */
export function runCli(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): CliProcess {
  const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  const waiters = new Set<() => void>()
  const onData = (chunk: Buffer) => {
    out += chunk.toString()
    waiters.forEach((w) => w())
  }
  child.stdout!.on('data', onData)
  child.stderr!.on('data', onData)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    child,
    output: () => out,
    exited,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = out.match(pattern)
          if (!m) return false
          waiters.delete(check)
          clearTimeout(timer)
          resolve(m)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`timed out waiting for ${pattern}; output:\n${out}`))
        }, timeoutMs)
        if (!check()) waiters.add(check)
        void exited.then(() => {
          if (waiters.has(check) && !check()) {
            waiters.delete(check)
            clearTimeout(timer)
            reject(new Error(`chemdocs exited before printing ${pattern}; output:\n${out}`))
          }
        })
      })
    },
  }
}

export interface ServeProcess extends CliProcess {
  /** http://127.0.0.1:<port> (no trailing slash). */
  origin: string
  dir: string
  /** Ctrl-C, then removes the temp folder; resolves with the exit code. */
  stop(): Promise<number | null>
}

/** `chemdocs serve --port 0` in a temp copy of a fixture; resolves once the first build is done. */
export async function startServe(fixture: string, args: string[] = []): Promise<ServeProcess> {
  const dir = copyFixture(fixture)
  const proc = runCli(['serve', '--port', '0', ...args], dir)
  let origin: string | undefined
  try {
    origin = (await proc.waitFor(/(http:\/\/127\.0\.0\.1:\d+)\//))[1]
    await proc.waitFor(/ready in|does not build/)
  } catch (error) {
    // A server that never became ready must not outlive the test run.
    proc.child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    ...proc,
    origin: origin!,
    dir,
    async stop() {
      proc.child.kill('SIGINT')
      const code = await proc.exited
      rmSync(dir, { recursive: true, force: true })
      return code
    },
  }
}

/** Saves a change to a file of the served copy, as a writer's editor would. */
export function editServedFile(serve: Pick<ServeProcess, 'dir'>, file: string, change: (text: string) => string): void {
  const abs = path.join(serve.dir, file)
  writeFileSync(abs, change(readFileSync(abs, 'utf8')))
}
