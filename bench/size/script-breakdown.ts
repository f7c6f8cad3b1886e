/**
 * What the merchant script is made of: payframe.js rebuilt as the build does, with an esbuild
 * metafile: each source module's share of the minified and of the gzipped file, in proportion to
 * its bytes in esbuild's output (terser's pass and gzip work across module boundaries, so the
 * shares are estimates, good for ranking).
 */
import { gzipSync } from 'node:zlib';
import { buildScript } from '../../packages/js/scripts/script-options.js';

export interface ModuleShare {
  /** The source file, relative to the repository root. */
  module: string;
  minified: number;
  gzippedShare: number;
}

export interface ScriptBreakdown {
  minified: number;
  gzipped: number;
  modules: ModuleShare[];
}

export async function scriptBreakdown(): Promise<ScriptBreakdown> {
  const { code, metafile } = await buildScript({ metafile: true });
  const output = metafile && Object.values(metafile.outputs)[0];
  if (!output) throw new Error('esbuild produced no metafile for the merchant script');
  const bundled = Object.values(output.inputs).reduce((sum, input) => sum + input.bytesInOutput, 0);
  const minified = Buffer.byteLength(code);
  const gzipped = gzipSync(code, { level: 9 }).byteLength;
  // esbuild's byte counts, scaled to the final file (terser takes a few percent more off).
  const modules = Object.entries(output.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([module, input]) => ({
      module,
      minified: Math.round((input.bytesInOutput / bundled) * minified),
      gzippedShare: Math.round((input.bytesInOutput / bundled) * gzipped),
    }))
    .sort((a, b) => b.minified - a.minified);
  return { minified, gzipped, modules };
}
