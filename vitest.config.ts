import { defineConfig } from 'vitest/config'

// Unit, fixture, CLI and content tests. The browser suite has its own config (test/e2e).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
})
