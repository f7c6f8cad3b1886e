/**
 * How the merchant script (dist/payframe.js) is built, shared by the build and by
 * `npm run bench:size`, which rebuilds it with a metafile to print what it is made of: esbuild
 * bundles and minifies, then terser minifies its output once more (its safe defaults: no
 * `unsafe` transforms). terser's second pass takes about 0.5 KB gzipped off what esbuild leaves:
 * it folds more statements and gives the most used names the shortest ones.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { minify } from 'terser';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const SCRIPT_ENTRY = resolve(root, 'src/browser.ts');
/** The crypto onramp's script (dist/onramp.js), built the same way. */
export const ONRAMP_ENTRY = resolve(root, 'src/onramp/browser.ts');

export const SCRIPT_OPTIONS = {
  entryPoints: [SCRIPT_ENTRY],
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  // ES2020: the merchant page's script runs in older browsers than the frames need (ES2022).
  target: 'es2020',
  // Class fields as plain assignments in the constructor: no defineProperty helper per field
  // (the script's classes have no accessors a field could shadow).
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: false } },
  conditions: ['source'],
  legalComments: 'none',
  // The script's internal members end in `_` (`this.frame_`, `group.connection_`): private class
  // members and what its own classes call on each other, never a merchant or Stripe.js name. The
  // minifier renames them to short names as it does local variables. Quoted keys are never
  // renamed, and no name a merchant, a frame message or Stripe.js's surface uses ends in `_`.
  mangleProps: /^[A-Za-z]\w*[A-Za-z0-9]_$/,
} satisfies BuildOptions;

/** The script's text: esbuild's bundle, minified again by terser. */
export async function buildScript(
  extra: Pick<BuildOptions, 'metafile'> = {},
  entry = SCRIPT_ENTRY,
): Promise<{ code: string; metafile?: Metafile }> {
  const result = await build({
    ...SCRIPT_OPTIONS,
    entryPoints: [entry],
    ...extra,
    write: false,
    logLevel: 'warning',
  });
  const bundled = result.outputFiles[0]?.text;
  if (bundled === undefined) throw new Error('esbuild produced no merchant script');
  const minified = await minify(bundled, {
    ecma: 2020,
    // Measured on this script, each safe (none of terser's `unsafe` ones): function declarations
    // hoisted to the top of their scope, statements kept apart rather than joined by commas, and
    // only simple functions inlined compress better: about 0.1 KB gzipped.
    compress: { hoist_funs: true, sequences: false, inline: 1 },
    format: { ecma: 2020, comments: false },
  });
  if (minified.code === undefined) throw new Error('terser produced no merchant script');
  return { code: minified.code, metafile: result.metafile };
}
