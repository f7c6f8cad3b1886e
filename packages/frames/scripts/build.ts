/**
 * Builds the frames app with esbuild: dist/frame.html, the hashed JS and CSS it loads by
 * relative URLs (./assets/...), and one chunk per component loaded on demand, so each frame
 * downloads only its own code (the controller frame has no React). dist/manifest.json lists,
 * per component, every file its first load fetches (read by bench/size.ts). Deterministic:
 * the same sources give the same file names.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRAME_COMPONENTS, frameDocument } from '@payframe/js/protocol';
import { build, type Metafile } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, 'dist');
rmSync(dist, { recursive: true, force: true });
mkdirSync(resolve(dist, 'assets'), { recursive: true });

/** One esbuild pass; `preload` is the per-component chunk list main.tsx preloads. */
function buildFrames(preload: Record<string, string[]>, write: boolean) {
  return build({
    entryPoints: { frame: resolve(root, 'src/main.tsx') },
    outdir: resolve(dist, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    conditions: ['source'],
    define: {
      'process.env.NODE_ENV': '"production"',
      // A string literal: an object define would become a module shared with the chunks.
      __PAYFRAME_PRELOAD__: JSON.stringify(JSON.stringify(preload)),
    },
    legalComments: 'none',
    metafile: true,
    write,
    logLevel: 'warning',
  });
}

const components: Record<string, string> = {
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

/**
 * A component's chunk is loaded by a dynamic import, and its own imports are only found once
 * it has been fetched and parsed: a waterfall of round trips before the frame can render. The
 * entry preloads the whole list at once instead. The list is known only after a first pass;
 * the second pass puts it into the entry, which leaves every chunk (and so its name) unchanged.
 */
function preloadLists(metafile: Metafile): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  const name = (file: string) => file.split('/').pop()!;
  for (const [component, source] of Object.entries(components)) {
    const chunk = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint?.endsWith(source));
    if (!chunk) throw new Error(`no chunk for the ${component} frame`);
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of metafile.outputs[file]?.imports ?? []) {
        if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
      }
    };
    visit(chunk[0]);
    lists[component] = [...files].map(name).sort();
  }
  return lists;
}

const firstPass = await buildFrames({}, false);
const preload = preloadLists(firstPass.metafile);
const result = await buildFrames(preload, true);
const chunksOf = (metafile: Metafile) =>
  Object.keys(metafile.outputs)
    .filter((file) => file.includes('/chunk-'))
    .sort()
    .join();
if (chunksOf(firstPass.metafile) !== chunksOf(result.metafile)) {
  throw new Error('the preload list changed the chunks: the frames build is not stable');
}

const outputs = result.metafile.outputs;
const asAsset = (file: string) => relative(dist, resolve(process.cwd(), file)).split('\\').join('/');
const entry = Object.entries(outputs).find(([, output]) => output.entryPoint?.endsWith('src/main.tsx'));
if (!entry) throw new Error('the frames build produced no entry script');
const [script, entryOutput] = entry;
const style = entryOutput.cssBundle;
if (!style) throw new Error('the frames build produced no stylesheet');

/** A file and everything it imports statically: what the browser fetches before it runs. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of (outputs[file] as Metafile['outputs'][string]).imports) {
    if (imported.kind === 'import-statement' && !imported.external) closure(imported.path, seen);
  }
  return seen;
}

const stylesheet = asAsset(style);
const shell = ['frame.html', stylesheet, ...[...closure(script)].map(asAsset)];
const manifest: Record<string, string[]> = {};
for (const [component, source] of Object.entries(components)) {
  const chunk = Object.entries(outputs).find(([, output]) => output.entryPoint?.endsWith(source));
  if (!chunk) throw new Error(`no chunk for the ${component} frame`);
  manifest[component] = [...new Set([...shell, ...[...closure(chunk[0])].map(asAsset)])];
}
writeFileSync(resolve(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

/** The frame document: the entry script, and the files named to start with it rather than after it. */
function frameHtml(preloads: string[]): string {
  const links = preloads.map((file) => `<link rel="modulepreload" href="./${file}">`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Payframe</title>
<link rel="stylesheet" href="./${stylesheet}">
<script type="module" src="./${asAsset(script)}"></script>
${links}
</head>
<body>
<div id="root"></div>
</body>
</html>
`;
}

// The entry's own imports start with it, not after it has been parsed.
const entryImports = [...closure(script)].filter((file) => file !== script).map(asAsset);
writeFileSync(resolve(dist, 'frame.html'), frameHtml(entryImports));
// One document per component (frameDocument in the protocol names it) that also names the
// component's chunks, which the entry would otherwise only ask for once it had run: a first
// visit saves the round trip of the entry script.
for (const component of FRAME_COMPONENTS) {
  const document = frameDocument(component);
  const built = manifest[document.replace(/\.html$/, '')];
  const chunks = (built ?? []).filter((file) => file.endsWith('.js') && !file.endsWith(asAsset(script)));
  writeFileSync(resolve(dist, document), frameHtml([...new Set([...entryImports, ...chunks])]));
}
await buildPage({
  name: 'checkout',
  source: 'src/checkout-page/main.tsx',
  title: 'Checkout',
  // The page mounts the Payment Element through the merchant script.
  before: '<script src="/v1/payframe.js"></script>\n',
});
await buildPage({
  name: 'onramp',
  source: 'src/onramp-page/main.tsx',
  title: 'Buy crypto',
  // The card is paid with the Payment Element, through the merchant script.
  before: '<script src="/v1/payframe.js"></script>\n',
});
await buildPage({ name: 'dashboard', source: 'src/dashboard/main.tsx', title: 'Payframe' });
console.log(`frames: dist/frame.html and one document per component, ${Object.keys(outputs).length} assets`);

/**
 * A page of its own, not a frame: the hosted checkout page (`/c/pay/<id>`) and the operator
 * dashboard (`/dashboard`). One script and one stylesheet each in assets/, and dist/<name>.html
 * naming them by their path on the server (the page's own path varies).
 */
async function buildPage(page: {
  name: string;
  source: string;
  title: string;
  before?: string;
}): Promise<void> {
  const built = await build({
    entryPoints: { [page.name]: resolve(root, page.source) },
    outdir: resolve(dist, 'assets'),
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    conditions: ['source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  const [file, output] =
    Object.entries(built.metafile.outputs).find(([, out]) => out.entryPoint?.endsWith(page.source)) ?? [];
  if (!file || !output?.cssBundle)
    throw new Error(`the ${page.name} page build produced no script or stylesheet`);
  const href = (asset: string) => `/frames/${asAsset(asset)}`;
  writeFileSync(
    resolve(dist, `${page.name}.html`),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${page.title}</title>
<link rel="stylesheet" href="${href(output.cssBundle)}">
${page.before ?? ''}<script type="module" src="${href(file)}"></script>
</head>
<body>
<div id="root"></div>
</body>
</html>
`,
  );
}
