/**
 * The esbuild options of the merchant script (dist/payframe.js), shared by the build and by
 * `npm run bench:size`, which rebuilds it with a metafile to print what it is made of.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const SCRIPT_ENTRY = resolve(root, 'src/browser.ts');

export const SCRIPT_OPTIONS = {
  entryPoints: [SCRIPT_ENTRY],
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  // ES2020 like the frames it loads, which need it anyway.
  target: 'es2020',
  // Class fields as plain assignments in the constructor: no defineProperty helper per field
  // (the script's classes have no accessors a field could shadow).
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: false } },
  conditions: ['source'],
  legalComments: 'none',
  // The classes' private members end in `_` (`this.frame_`), and only they: the minifier renames
  // them to short names as it does local variables. Quoted keys are never renamed, and no name
  // a merchant, a frame message or Stripe.js's surface uses ends in `_`.
  mangleProps: /^[A-Za-z]\w*[A-Za-z0-9]_$/,
} satisfies BuildOptions;
