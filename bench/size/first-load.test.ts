import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { FRAME_ENTRIES, firstLoadOutputs } from '../../packages/frames/scripts/frames-options.js';

type Output = Metafile['outputs'][string];
const output = (entryPoint: string | undefined, imports: Output['imports'], cssBundle?: string): Output => ({
  bytes: 1,
  inputs: {},
  exports: [],
  imports,
  ...(entryPoint ? { entryPoint } : {}),
  ...(cssBundle ? { cssBundle } : {}),
});

describe('frame first loads', () => {
  it('follow static imports only, and leave the stylesheet out of the controller', () => {
    const outputs: Metafile['outputs'] = {
      'dist/assets/frame.css': output(undefined, []),
      'dist/assets/frame.js': output(
        'packages/frames/src/main.tsx',
        [{ path: 'dist/assets/chunk-shared.js', kind: 'import-statement' }],
        'dist/assets/frame.css',
      ),
      'dist/assets/chunk-shared.js': output(undefined, []),
      'dist/assets/chunk-lazy.js': output(undefined, []),
    };
    for (const [component, source] of Object.entries(FRAME_ENTRIES)) {
      outputs[`dist/assets/${component}.js`] = output(`packages/frames/${source}`, [
        { path: 'dist/assets/chunk-shared.js', kind: 'import-statement' },
        { path: 'dist/assets/chunk-lazy.js', kind: 'dynamic-import' },
      ]);
    }
    const loads = firstLoadOutputs(outputs);
    expect(loads.controller).toEqual([
      'dist/assets/frame.js',
      'dist/assets/chunk-shared.js',
      'dist/assets/controller.js',
    ]);
    expect(loads.payment).toEqual([
      'dist/assets/frame.css',
      'dist/assets/frame.js',
      'dist/assets/chunk-shared.js',
      'dist/assets/payment.js',
    ]);
  });
});
