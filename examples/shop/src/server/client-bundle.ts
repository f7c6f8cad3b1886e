import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export interface ClientBundle {
  js: string;
  css: string;
}

/**
 * Bundles the React pages with esbuild, in memory, when the shop starts (a second or so):
 * workspace packages resolve to their TypeScript sources through the `source` condition.
 */
export async function buildClient(): Promise<ClientBundle> {
  const entry = fileURLToPath(new URL('../client/main.tsx', import.meta.url));
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'esm',
    target: 'es2020',
    minify: true,
    jsx: 'automatic',
    conditions: ['source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  return { js, css };
}
