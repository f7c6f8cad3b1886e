/**
 * Builds the frames app with esbuild: dist/frame.html, the hashed JS and CSS it loads by
 * relative URLs (./assets/...), and one chunk per component loaded on demand, so each frame
 * downloads only its own code (the controller frame has no React). dist/manifest.json lists,
 * per component, every file its first load fetches (read by bench/size.ts). Deterministic:
 * the same sources give the same file names.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { FRAME_COMPONENTS, frameDocument } from '@payframe/js/protocol';
import { build } from 'esbuild';
import {
  buildFrames,
  FRAMES_DIST,
  FRAMES_ENTRY,
  FRAMES_ROOT,
  firstLoadOutputs,
  outputOf,
  staticClosure,
  UNSTYLED,
} from './frames-options.js';

const root = FRAMES_ROOT;
const dist = FRAMES_DIST;
rmSync(dist, { recursive: true, force: true });
mkdirSync(resolve(dist, 'assets'), { recursive: true });

const result = await buildFrames(true);
const outputs = result.metafile.outputs;
const asAsset = (file: string) => relative(dist, resolve(process.cwd(), file)).split('\\').join('/');
const script = outputOf(outputs, FRAMES_ENTRY);
const stylesheet = asAsset(outputs[script]?.cssBundle ?? '');
const manifest: Record<string, string[]> = {};
for (const [component, files] of Object.entries(firstLoadOutputs(outputs))) {
  manifest[component] = ['frame.html', ...files.map(asAsset)];
}
manifest.logger = ['logger.html', await buildLogger()];
writeFileSync(resolve(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

/** The frame document: the entry script, and the files named to start with it rather than after it. */
function frameHtml(preloads: string[], styled = true): string {
  const links = preloads.map((file) => `<link rel="modulepreload" href="./${file}">`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Payframe</title>
${styled ? `<link rel="stylesheet" href="./${stylesheet}">\n` : ''}<script type="module" src="./${asAsset(script)}"></script>
${links}
</head>
<body>
<div id="root"></div>
</body>
</html>
`;
}

// The entry's own imports start with it, not after it has been parsed.
const entryImports = [...staticClosure(outputs, script)].filter((file) => file !== script).map(asAsset);
writeFileSync(resolve(dist, 'frame.html'), frameHtml(entryImports));
// One document per component (frameDocument in the protocol names it) that also names the
// component's chunks, which the entry would otherwise only ask for once it had run: a first
// visit saves the round trip of the entry script.
for (const component of FRAME_COMPONENTS) {
  const document = frameDocument(component);
  const built = manifest[document.replace(/\.html$/, '')];
  const chunks = (built ?? []).filter((file) => file.endsWith('.js') && !file.endsWith(asAsset(script)));
  const styled = !UNSTYLED.includes(document.replace(/\.html$/, ''));
  writeFileSync(resolve(dist, document), frameHtml([...new Set([...entryImports, ...chunks])], styled));
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
 * The logger frame (docs/telemetry.md): a hidden page the controller frames, with a bundle of
 * its own (no React, nothing the other frames share), at dist/logger.html. Returns its script.
 */
async function buildLogger(): Promise<string> {
  const source = 'src/logger/main.ts';
  const built = await build({
    entryPoints: { logger: resolve(root, source) },
    outdir: resolve(dist, 'assets'),
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['source'],
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  const [file] =
    Object.entries(built.metafile.outputs).find(([, out]) => out.entryPoint?.endsWith(source)) ?? [];
  if (!file) throw new Error('the logger frame build produced no script');
  writeFileSync(
    resolve(dist, 'logger.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="referrer" content="no-referrer">
<title>Payframe</title>
<script type="module" src="./${asAsset(file)}"></script>
</head>
<body></body>
</html>
`,
  );
  return asAsset(file);
}

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
