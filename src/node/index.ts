// The public API of the package (`import { defineConfig } from 'chemdocs'`): what a site's config
// needs. The config loader gives site.config.ts its own copy of defineConfig when it bundles the
// file, so this module is for the editor's types and for scripts that import chemdocs.
import type { UserConfig } from './config/config-schema.js'

export type { ResolvedConfig, UserConfig } from './config/config-schema.js'

/** Types the config of a site: `export default defineConfig({ title, url, … })`. Returns it unchanged. */
export function defineConfig(config: UserConfig): UserConfig {
  return config
}
