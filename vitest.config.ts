import { defineConfig } from 'vitest/config';
import { REACT_ON_PREACT } from './packages/frames/scripts/react-runtime.js';

const FRAMES_TESTS = 'packages/frames/src/**/*.test.ts';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [FRAMES_TESTS],
        },
      },
      {
        extends: true,
        // The frames ship React's API on Preact's runtime: their tests run the same.
        resolve: {
          alias: Object.entries(REACT_ON_PREACT).map(([name, runtime]) => ({
            find: new RegExp(`^${name}$`),
            replacement: runtime,
          })),
        },
        test: { name: 'frames', include: [FRAMES_TESTS] },
      },
    ],
  },
});
