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
  },
})
