import { defineConfig } from 'vitest/config'

// The browser suite: real chromium against the built site (and the dev server in serve tests).
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
    // A poll waits for a state the page must reach; on a loaded machine a re-render after a lazy
    // chunk can take longer than the default second (a poll that holds returns at once anyway).
    expect: { poll: { timeout: 5_000 } },
  },
})
