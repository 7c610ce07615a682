import { spawn } from 'node:child_process'
import { existsSync, realpathSync } from 'node:fs'
import path from 'node:path'

/** Where to open: a file and a 1-based line and column. */
export interface EditorTarget {
  file: string
  line: number
  column: number
}

/**
 * How to start the writer's editor at a place, following launch-editor's conventions:
 * LAUNCH_EDITOR (a command given `file line column`), else VISUAL or EDITOR when it names an
 * editor with a window of its own. Terminal editors (vim, nano, emacs -nw…) are left out: started
 * from the dev server they would take over its terminal. Undefined when nothing fits.
 */
export function editorCommand(env: NodeJS.ProcessEnv, target: EditorTarget): { command: string; args: string[] } | undefined {
  const { file, line, column } = target
  if (env.LAUNCH_EDITOR) return { command: env.LAUNCH_EDITOR, args: [file, String(line), String(column)] }
  const configured = (env.VISUAL || env.EDITOR || '').trim()
  if (!configured) return undefined
  // `code --wait` and the like: the first word is the program, its flags are dropped (--wait would block).
  const [command = ''] = configured.split(/\s+/)
  const name = path.basename(command).replace(/\.(exe|cmd|bat)$/i, '').toLowerCase()
  if (/^(code|code-insiders|codium|vscodium|cursor|windsurf)$/.test(name)) return { command, args: ['--goto', `${file}:${line}:${column}`] }
  if (/^(subl|sublime_text|zed|atom|lapce)$/.test(name)) return { command, args: [`${file}:${line}:${column}`] }
  if (/^(idea|webstorm|pycharm|phpstorm|goland|clion|rubymine|rider|studio)(64)?$/.test(name)) return { command, args: ['--line', String(line), '--column', String(column), file] }
  if (/^(emacsclient|gvim|mvim|gedit|kate|geany|pluma|xed|mousepad)$/.test(name)) return { command, args: [`+${line}${name === 'emacsclient' ? `:${column}` : ''}`, file] }
  if (name === 'notepad++') return { command, args: [`-n${line}`, `-c${column}`, file] }
  return undefined
}

/**
 * Opens a file of the site in the editor; resolves false when no editor can be started or the
 * file is not inside the site's folder `root` (the request comes from a page, so it may name
 * nothing else). Diagnostics name files relative to `cwd`.
 */
export async function openInEditor(where: { cwd: string; root: string }, target: EditorTarget, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const abs = path.resolve(where.cwd, target.file)
  if (!existsSync(abs)) return false
  const real = realpathSync(abs)
  if (!real.startsWith(realpathSync(where.root) + path.sep)) return false
  const how = editorCommand(env, { ...target, file: real })
  if (!how) return false
  const child = spawn(how.command, how.args, { stdio: 'ignore', detached: true })
  const started = await new Promise<boolean>((resolve) => {
    child.once('spawn', () => resolve(true))
    child.once('error', () => resolve(false))
  })
  child.unref()
  return started
}
