import { defineConfig } from 'vitest/config';

/** Browser tests: real Chromium against the real server and the example shop (`npm run test:e2e`). */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/fixtures/build-once.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One browser and one stack at a time: the machine has two cores.
    fileParallelism: false,
  },
});
