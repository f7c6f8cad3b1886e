/**
 * What the merchant script is made of: payframe.js rebuilt with the build's own options and an
 * esbuild metafile, each source module's minified bytes in the output and its share of the
 * gzipped file (gzip works across module boundaries, so a module's gzipped share is its
 * minified share of the whole file's gzipped size: an estimate, good for ranking).
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { SCRIPT_OPTIONS } from '../../packages/js/scripts/script-options.js';

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
  const result = await build({ ...SCRIPT_OPTIONS, write: false, metafile: true, logLevel: 'silent' });
  const file = result.outputFiles[0];
  const output = Object.values(result.metafile.outputs)[0];
  if (!file || !output) throw new Error('esbuild produced no merchant script');
  const minified = file.contents.byteLength;
  const gzipped = gzipSync(file.contents, { level: 9 }).byteLength;
  const modules = Object.entries(output.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([module, input]) => ({
      module,
      minified: input.bytesInOutput,
      gzippedShare: Math.round((input.bytesInOutput / minified) * gzipped),
    }))
    .sort((a, b) => b.minified - a.minified);
  return { minified, gzipped, modules };
}
