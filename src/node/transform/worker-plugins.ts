import { existsSync } from 'node:fs'
import { hasUserPlugins, type ResolvedConfig } from '../config/config-schema.js'

/**
 * Where a worker thread finds the site's own remark and rehype plugins: functions cannot cross
 * threads, so the worker loads the config file itself and takes the plugins of the same docs
 * folder. `stamp` tells one load of the config from the next (`serve` reloads it on a change).
 */
export interface PluginsAt {
  configFile: string
  /** The docs instance whose plugins the pages use ('default' for the site's docs). */
  instanceId: string
  stamp: number
}

const stamps = new WeakMap<object, number>()
let lastStamp = 0

/**
 * How worker threads get the config's own remark and rehype plugins: false when it has none,
 * undefined when they were given without a config file to load them from (the API), so that only
 * the main thread has them. The stamp stays the same for as long as the plugin list is the same object.
 */
export function workerPlugins(config: Pick<ResolvedConfig, 'configFile' | 'docs' | 'markdown'>): PluginsAt | false | undefined {
  if (!hasUserPlugins(config)) return false
  if (!existsSync(config.configFile)) return undefined
  const list = config.markdown.remarkPlugins.length > 0 ? config.markdown.remarkPlugins : config.markdown.rehypePlugins
  let stamp = stamps.get(list)
  if (stamp === undefined) stamps.set(list, (stamp = ++lastStamp))
  return { configFile: config.configFile, instanceId: config.docs.id, stamp }
}

let loaded: { stamp: number; settings: Promise<ResolvedConfig['markdown']> } | undefined

/** loadMarkdownSettings, once per load of the config on this thread (Markdown and MDX jobs share it). */
export function markdownSettingsOf(at: PluginsAt): Promise<ResolvedConfig['markdown']> {
  if (loaded?.stamp !== at.stamp) loaded = { stamp: at.stamp, settings: loadMarkdownSettings(at) }
  return loaded.settings
}

/**
 * The markdown settings (plugins included) of the docs instance `at` names, from a fresh load of
 * the config on this thread. What the config prints while it loads is not shown again: the main
 * thread's load has shown it once.
 */
async function loadMarkdownSettings(at: PluginsAt): Promise<ResolvedConfig['markdown']> {
  const { loadConfig } = await import('../config/config.js')
  const path = await import('node:path')
  const quiet = silenceConsole()
  let config: ResolvedConfig
  try {
    config = await loadConfig(path.dirname(at.configFile), { config: at.configFile, quiet: true, sitePlugins: false })
  } finally {
    quiet()
  }
  if (config.docs.id === at.instanceId) return config.markdown
  const instance = config.docsInstances.find((i) => i.id === at.instanceId)
  if (!instance) throw new Error(`docs instance \`${at.instanceId}\` is no longer in ${at.configFile}`)
  return instance.markdown
}

/** Mutes console output until the returned function is called. */
function silenceConsole(): () => void {
  const methods = ['log', 'info', 'warn', 'error', 'debug'] as const
  const saved = methods.map((m) => console[m])
  for (const m of methods) console[m] = () => undefined
  return () => methods.forEach((m, i) => (console[m] = saved[i]!))
}
