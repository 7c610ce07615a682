import { bundleClient, type BundleMode, type Manifest } from './bundle.js'
import { readPrebuiltClient } from './prebuilt-client.js'
import type { OutputFile } from '../types.js'

/** The hashed client files and their manifest. */
export interface ClientBundle {
  files: OutputFile[]
  manifest: Manifest
}

/**
 * The client bundle per mode, kept between dev rebuilds: content edits never re-bundle. Its owner
 * (the dev server) clears it when client sources change, and keeps it when the config does.
 */
export type BundleCache = Map<BundleMode, Promise<ClientBundle>>

/** An empty bundle cache: the first build of each mode bundles (or reads the prebuilt bundle). */
export function createBundleCache(): BundleCache {
  return new Map()
}

/** The client bundle: prebuilt, else bundled now; once per mode and cache. A failed bundle is not kept. */
export function clientBundle(mode: BundleMode, cache: BundleCache | undefined): Promise<ClientBundle> {
  const known = cache?.get(mode)
  if (known) return known
  const prebuilt = readPrebuiltClient(mode)
  const bundling = prebuilt ? Promise.resolve(prebuilt) : bundleClient(mode)
  cache?.set(mode, bundling)
  bundling.catch(() => cache?.delete(mode))
  return bundling
}
