/**
 * How the frames app is bundled, shared by the build (scripts/build.ts) and by
 * `npm run bench:size`, which rebuilds it in memory with its metafile to print what each frame's
 * first load is made of: the esbuild options, the component entries, and which output files a
 * component fetches before it renders.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { REACT_ON_PREACT } from './react-runtime.js';

export const FRAMES_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const FRAMES_DIST = resolve(FRAMES_ROOT, 'dist');
export const FRAMES_ENTRY = 'src/main.tsx';

/** Each component's own entry, loaded by main.tsx with a dynamic import. */
export const FRAME_ENTRIES: Readonly<Record<string, string>> = {
  controller: 'src/controller/controller.ts',
  payment: 'src/payment/mount.tsx',
  address: 'src/address/mount.tsx',
  linkAuthentication: 'src/link-authentication/mount.tsx',
  challenge: 'src/challenge/mount.tsx',
  card: 'src/card/mount.tsx',
  bank: 'src/bank/mount.tsx',
  issuingCard: 'src/issuing/mount.tsx',
  paymentMethodMessaging: 'src/messaging/mount.tsx',
  expressCheckout: 'src/express/mount.tsx',
  currencySelector: 'src/currency-selector/mount.tsx',
};

/** The hidden controller draws nothing: its document links no stylesheet. */
export const UNSTYLED: readonly string[] = ['controller'];

/** The frames app, bundled and minified; `write` puts it in dist/assets. */
export function buildFrames(write: boolean) {
  return build({
    entryPoints: { frame: resolve(FRAMES_ROOT, FRAMES_ENTRY) },
    outdir: resolve(FRAMES_DIST, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    // Modern output only: every browser the frames run in has ES2022, so nothing is lowered.
    target: 'es2022',
    jsx: 'automatic',
    // React's API on Preact's runtime (react-runtime.ts says why).
    alias: { ...REACT_ON_PREACT },
    conditions: ['source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    write,
    logLevel: 'warning',
  });
}

type Outputs = Metafile['outputs'];

/** A file and everything it imports statically: what the browser fetches before it runs. */
export function staticClosure(outputs: Outputs, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of outputs[file]?.imports ?? []) {
    if (imported.kind === 'import-statement' && !imported.external)
      staticClosure(outputs, imported.path, seen);
  }
  return seen;
}

/** The output file built from an entry source (relative to the frames package). */
export function outputOf(outputs: Outputs, source: string): string {
  const found = Object.entries(outputs).find(([, output]) => output.entryPoint?.endsWith(source));
  if (!found) throw new Error(`the frames build produced nothing for ${source}`);
  return found[0];
}

/**
 * Per component, the output files (as esbuild names them) its first load fetches: the shared
 * entry and its stylesheet (none for the controller), and the component's chunk with everything it imports statically.
 */
export function firstLoadOutputs(outputs: Outputs): Record<string, string[]> {
  const entry = outputOf(outputs, FRAMES_ENTRY);
  const style = outputs[entry]?.cssBundle;
  if (!style) throw new Error('the frames build produced no stylesheet');
  const shell = [...staticClosure(outputs, entry)];
  const loads: Record<string, string[]> = {};
  for (const [component, source] of Object.entries(FRAME_ENTRIES)) {
    const styles = UNSTYLED.includes(component) ? [] : [style];
    loads[component] = [
      ...new Set([...styles, ...shell, ...staticClosure(outputs, outputOf(outputs, source))]),
    ];
  }
  return loads;
}
