/**
 * What each frame's first load is made of: the frames rebuilt in memory as the build does, with
 * esbuild's metafile (frame.html aside). Each output file's gzipped size is shared among the source modules in it in
 * proportion to their bytes there, and summed over the files a component fetches before it
 * renders (gzip works across module boundaries, so the shares are estimates, good for ranking).
 */
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFrames, firstLoadOutputs } from '../../packages/frames/scripts/frames-options.js';
import type { ModuleShare } from './script-breakdown.js';

export interface FrameBreakdown {
  component: string;
  /** Sum of the gzipped files of its first load (frame.html aside). */
  gzipped: number;
  files: number;
  /** Its source modules, biggest first. */
  modules: ModuleShare[];
}

const repoRoot = resolve(import.meta.dirname, '../..');

/** A source path as the metafile names it, relative to the repository root. */
function sourceName(input: string): string {
  const path = relative(repoRoot, resolve(process.cwd(), input));
  // Dependencies by package and file, without the node_modules prefix.
  return path.replace(/^(\.\.\/)*(.*\/)?node_modules\//, '');
}

export async function frameBreakdowns(): Promise<FrameBreakdown[]> {
  const { metafile, outputFiles } = await buildFrames(false);
  const gzipOf = new Map<string, number>();
  for (const file of outputFiles ?? []) {
    gzipOf.set(relative(process.cwd(), file.path), gzipSync(file.contents, { level: 9 }).byteLength);
  }
  const loads = firstLoadOutputs(metafile.outputs);
  return Object.entries(loads).map(([component, files]) => {
    const shares = new Map<string, ModuleShare>();
    let gzipped = 0;
    for (const file of files) {
      const output = metafile.outputs[file];
      const gzip = gzipOf.get(file) ?? 0;
      gzipped += gzip;
      if (!output) continue;
      const inputs = Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0);
      const bytes = inputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
      for (const [input, { bytesInOutput }] of inputs) {
        const name = sourceName(input);
        const share = shares.get(name) ?? { module: name, minified: 0, gzippedShare: 0 };
        share.minified += bytesInOutput;
        share.gzippedShare += bytes === 0 ? 0 : (bytesInOutput / bytes) * gzip;
        shares.set(name, share);
      }
    }
    const modules = [...shares.values()]
      .map((share) => ({ ...share, gzippedShare: Math.round(share.gzippedShare) }))
      .sort((a, b) => b.gzippedShare - a.gzippedShare);
    return { component, gzipped, files: files.length, modules };
  });
}

/**
 * The same modules summed by folder (a dependency by its package), so a family of files such as
 * the catalogues or the message checks shows as one line.
 */
export function byFolder(modules: readonly ModuleShare[]): ModuleShare[] {
  const folders = new Map<string, ModuleShare>();
  for (const { module, minified, gzippedShare } of modules) {
    const parts = module.split('/');
    const folder = module.startsWith('packages/')
      ? parts.slice(0, -1).join('/')
      : parts.slice(0, parts[0]?.startsWith('@') ? 2 : 1).join('/');
    const row = folders.get(folder) ?? { module: folder, minified: 0, gzippedShare: 0 };
    row.minified += minified;
    row.gzippedShare += gzippedShare;
    folders.set(folder, row);
  }
  return [...folders.values()].sort((a, b) => b.gzippedShare - a.gzippedShare);
}
