import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'data/**'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
    globalSetup: ['test/support/global-setup.ts'],
  },
});
