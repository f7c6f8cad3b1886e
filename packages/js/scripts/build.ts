/**
 * Builds @payframe/js with esbuild: dist/payframe.js (the merchant script, one minified IIFE,
 * ES2020 like the frames it loads, which need it anyway) and the ESM entries of the npm
 * package (index.js, protocol.js) with their declarations. Deterministic: no timestamps, no
 * hashes.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, 'dist');
rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: [resolve(root, 'src/browser.ts')],
  outfile: resolve(dist, 'payframe.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  // Class fields as plain assignments in the constructor: no defineProperty helper per field
  // (the script's classes have no accessors a field could shadow).
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: false } },
  conditions: ['source'],
  legalComments: 'none',
  logLevel: 'warning',
});

await build({
  entryPoints: { index: resolve(root, 'src/index.ts'), protocol: resolve(root, 'src/protocol/index.ts') },
  outdir: dist,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2019',
  conditions: ['source'],
  external: ['@payframe/core'],
  logLevel: 'warning',
});

execFileSync(
  process.execPath,
  [resolve(root, '../../node_modules/typescript/bin/tsc'), '-p', resolve(root, 'tsconfig.build.json')],
  { stdio: 'inherit' },
);
