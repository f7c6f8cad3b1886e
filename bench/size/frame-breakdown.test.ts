import { describe, expect, it } from 'vitest';
import { byFolder } from './frame-breakdown.js';

describe('frame breakdown by folder', () => {
  it('sums source files by folder and dependencies by package, biggest first', () => {
    const rows = byFolder([
      { module: 'react-dom/cjs/react-dom-client.production.js', minified: 200, gzippedShare: 60 },
      { module: 'react-dom/cjs/react-dom.production.js', minified: 4, gzippedShare: 1 },
      { module: '@simplewebauthn/browser/esm/index.js', minified: 3, gzippedShare: 2 },
      { module: 'packages/frames/src/i18n/messages/en.ts', minified: 15, gzippedShare: 5 },
      { module: 'packages/frames/src/i18n/catalogue.ts', minified: 3, gzippedShare: 1 },
      { module: 'packages/frames/src/i18n/format.ts', minified: 1, gzippedShare: 1 },
    ]);
    expect(rows).toEqual([
      { module: 'react-dom', minified: 204, gzippedShare: 61 },
      { module: 'packages/frames/src/i18n/messages', minified: 15, gzippedShare: 5 },
      { module: '@simplewebauthn/browser', minified: 3, gzippedShare: 2 },
      { module: 'packages/frames/src/i18n', minified: 4, gzippedShare: 2 },
    ]);
  });
});
