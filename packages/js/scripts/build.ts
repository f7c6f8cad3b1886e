/**
 * Builds @payframe/js with esbuild: dist/payframe.js (the merchant script, one minified IIFE;
 * its options in script-options.ts), dist/onramp.js (the crypto onramp's script, built alike) and the ESM entries of the npm
 * package (index.js, protocol.js) with their declarations. Deterministic: no timestamps, no
 * hashes.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildScript, ONRAMP_ENTRY } from './script-options.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, 'dist');
rmSync(dist, { recursive: true, force: true });

mkdirSync(dist, { recursive: true });
writeFileSync(resolve(dist, 'payframe.js'), (await buildScript()).code);
writeFileSync(resolve(dist, 'onramp.js'), (await buildScript({}, ONRAMP_ENTRY)).code);

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
