/**
 * Bundle sizes of @payframe/core: the whole package, and the small subsets the merchant
 * script and the frames import, each bundled and minified by esbuild for the browser and
 * gzipped. Tree-shaking shows as the gap between the rows. Then the built merchant script and
 * each frame's first load against their budgets (bench/size/budgets.ts): exits non-zero when one
 * is over its limit or the build is missing. The merchant script's rows name its biggest source
 * modules (bench/size/script-breakdown.ts), and each frame's first load its biggest folders and
 * source modules (bench/size/frame-breakdown.ts; SIZE_FRAMES=payment,controller prints only those).
 *
 * Run with `npm run bench:size` after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { budgetTable, checkBudgets, unbudgeted } from './size/budgets.js';
import { byFolder, frameBreakdowns } from './size/frame-breakdown.js';
import { scriptBreakdown } from './size/script-breakdown.js';
import { stableGzipSize } from './size/stable-gzip.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const SUBSETS: ReadonlyArray<readonly [name: string, source: string]> = [
  ['whole package', "export * from '@payframe/core';"],
  ['card brand + luhn + format', "export { detectCardBrand, luhn, formatCardNumber } from '@payframe/core';"],
  [
    'card fields (number, expiry, cvc)',
    "export { formatCardNumber, validateCardNumber, formatExpiryInput, validateExpiry, validateCvc } from '@payframe/core';",
  ],
  ['appearance validation', "export { validateAppearance } from '@payframe/core';"],
  ['elements options validation', "export { validateElementsOptions } from '@payframe/core';"],
  ['error catalogue (errorMessage)', "export { errorMessage } from '@payframe/core';"],
  [
    'postal code + country list',
    "export { validatePostalCode, isKnownCountry, listCountryCodes, maskPostalCode } from '@payframe/core';",
  ],
  ['address format + postal code', "export { getAddressFormat, validatePostalCode } from '@payframe/core';"],
  ['phone (libphonenumber-js/min)', "export { validatePhone } from '@payframe/core';"],
  ['IBAN (ibantools)', "export { validateIban } from '@payframe/core';"],
  ['e-mail', "export { validateEmail } from '@payframe/core';"],
  [
    '3DS window size + constants',
    "export { challengeWindowSize, DEFAULT_API_VERSION } from '@payframe/core';",
  ],
];

interface Row {
  subset: string;
  minified: number;
  gzipped: number;
}

async function measure(name: string, contents: string): Promise<Row> {
  const result = await build({
    stdin: { contents, resolveDir: repoRoot, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['source'],
    treeShaking: true,
    write: false,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild produced nothing for ${name}`);
  return {
    subset: name,
    minified: output.contents.byteLength,
    gzipped: gzipSync(output.contents, { level: 9 }).byteLength,
  };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

const rows: Row[] = [];
for (const [name, source] of SUBSETS) rows.push(await measure(name, source));

const width = Math.max(...rows.map((row) => row.subset.length), 'subset'.length);
const line = (a: string, b: string, c: string) => `${a.padEnd(width)}  ${b.padStart(12)}  ${c.padStart(12)}`;
console.log('@payframe/core bundle sizes (esbuild, browser, ESM, minified)');
console.log(line('subset', 'minified', 'gzipped'));
console.log(line('-'.repeat(width), '-'.repeat(12), '-'.repeat(12)));
for (const row of rows) console.log(line(row.subset, kb(row.minified), kb(row.gzipped)));

/** The built browser code: the merchant script, and what a frame loads before it can render. */
function gzipped(bytes: Buffer): number {
  return gzipSync(bytes, { level: 9 }).byteLength;
}

const scriptFile = resolve(repoRoot, 'packages/js/dist/payframe.js');
const onrampFile = resolve(repoRoot, 'packages/js/dist/onramp.js');
const framesDir = resolve(repoRoot, 'packages/frames/dist');

console.log('');
if (!existsSync(scriptFile) || !existsSync(resolve(framesDir, 'manifest.json'))) {
  console.error(
    'Merchant script and frames: not built, so the budgets cannot be checked (run `npm run build`).',
  );
  process.exit(1);
}

/** Gzipped size by budget name: `payframe.js`, then each frame component's first load. */
const measured = new Map<string, number>();
const script = readFileSync(scriptFile);
measured.set('payframe.js', gzipped(script));
console.log('Merchant script (packages/js/dist/payframe.js)');
console.log(line('file', 'minified', 'gzipped'));
console.log(line('payframe.js', kb(script.byteLength), kb(gzipped(script))));
// The crypto onramp's script, loaded alone by pages that sell crypto (not by payframe.js).
if (existsSync(onrampFile)) {
  const onramp = readFileSync(onrampFile);
  measured.set('onramp.js', gzipped(onramp));
  console.log(line('onramp.js', kb(onramp.byteLength), kb(gzipped(onramp))));
}

// Its biggest contributors, so a change that grows it shows where (SIZE_TOP=0 prints them all).
const breakdown = await scriptBreakdown();
const top = Number(process.env.SIZE_TOP ?? 15) || breakdown.modules.length;
console.log('');
const moduleWidth = Math.max(...breakdown.modules.map((row) => row.module.length));
const moduleLine = (a: string, b: string, c: string) =>
  `${a.padEnd(moduleWidth)}  ${b.padStart(12)}  ${c.padStart(12)}`;
console.log(`payframe.js by source module (minified bytes; gzipped share of ${kb(breakdown.gzipped)})`);
console.log(moduleLine('module', 'minified', 'gzipped'));
for (const row of breakdown.modules.slice(0, top)) {
  console.log(moduleLine(row.module, kb(row.minified), `~${kb(row.gzippedShare)}`));
}
const rest = breakdown.modules.slice(top);
if (rest.length > 0) {
  const restBytes = rest.reduce((sum, row) => sum + row.minified, 0);
  const restGzip = rest.reduce((sum, row) => sum + row.gzippedShare, 0);
  console.log(moduleLine(`${rest.length} more modules`, kb(restBytes), `~${kb(restGzip)}`));
}

// Each component's first load: frame.html, the shared entry and CSS, and its own chunks
// (packages/frames/dist/manifest.json, written by the frames build).
const manifest = JSON.parse(readFileSync(resolve(framesDir, 'manifest.json'), 'utf8')) as Record<
  string,
  string[]
>;
const sizes = new Map<string, { bytes: number; gzip: number }>();
const sizeOf = (file: string) => {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(resolve(framesDir, file));
    size = { bytes: bytes.byteLength, gzip: stableGzipSize(bytes) };
    sizes.set(file, size);
  }
  return size;
};
console.log('');
console.log('Frame first load (frame.html + every JS/CSS file it loads before it renders)');
console.log(line('component', 'bytes', 'gzipped'));
for (const [component, files] of Object.entries(manifest)) {
  const total = files.reduce((sum, file) => sum + sizeOf(file).bytes, 0);
  const totalGzip = files.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  measured.set(component, totalGzip);
  console.log(line(`${component} (${files.length} files)`, kb(total), kb(totalGzip)));
}

// What each first load is made of: its biggest folders, then its biggest source modules.
const onlyFrames = process.env.SIZE_FRAMES?.split(',').filter(Boolean);
const shareLine = (a: string, b: string, c: string) =>
  `${a.padEnd(64)}  ${b.padStart(10)}  ${c.padStart(10)}`;
for (const frame of await frameBreakdowns()) {
  if (onlyFrames && !onlyFrames.includes(frame.component)) continue;
  console.log('');
  console.log(
    `${frame.component} first load by folder, then by source module (minified bytes; gzipped share of ${kb(frame.gzipped)} in ${frame.files} files)`,
  );
  console.log(shareLine('folder / module', 'minified', 'gzipped'));
  for (const [rows, count] of [
    [byFolder(frame.modules), Math.min(top, 10)],
    [frame.modules, top],
  ] as const) {
    for (const row of rows.slice(0, count)) {
      console.log(shareLine(row.module, kb(row.minified), `~${kb(row.gzippedShare)}`));
    }
    const others = rows.slice(count);
    if (others.length > 0) {
      const restBytes = others.reduce((sum, row) => sum + row.minified, 0);
      const restGzip = others.reduce((sum, row) => sum + row.gzippedShare, 0);
      console.log(shareLine(`${others.length} more`, kb(restBytes), `~${kb(restGzip)}`));
    }
  }
}

const results = checkBudgets(measured);
const missing = unbudgeted(measured);
console.log('');
console.log('Budgets (gzipped; bench/size/budgets.ts)');
console.log(budgetTable(results));
for (const name of missing) console.error(`${name}: measured but has no budget in bench/size/budgets.ts`);
if (missing.length > 0 || results.some((result) => !result.ok)) {
  console.error('\nSize budgets: FAILED');
  process.exitCode = 1;
}
