import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launch } from './browser.js'
import { startServe, type ServeProcess } from './serve-helpers.js'

/** The chromium and the `chemdocs serve` of one fixture that an e2e file's tests share. */
export interface ServedFixture {
  browser: Browser
  server: ServeProcess
}

/**
 * Starts chromium and `chemdocs serve` of `fixture` (a copy: tests may edit it) before the file's
 * tests, both at once, and stops both after them. Read the fields inside tests, once started.
 */
export function servedFixture(fixture: string, args: string[] = []): ServedFixture {
  const served = {} as ServedFixture
  beforeAll(async () => {
    ;[served.browser, served.server] = await Promise.all([launch(), startServe(fixture, args)])
  })
  afterAll(async () => {
    await served.browser?.close()
    await served.server?.stop()
  })
  return served
}
