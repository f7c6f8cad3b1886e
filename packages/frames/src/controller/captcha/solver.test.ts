import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, solveProofOfWork } from './solver.js';

const zeroBits = (text: string) => leadingZeroBits(createHash('sha256').update(text).digest());

describe('solveProofOfWork', () => {
  it('finds a counter whose hash with the puzzle starts with the asked zero bits', async () => {
    const progress: number[] = [];
    const counter = await solveProofOfWork('v1.puzzle.mac', 10, {
      onProgress: (tried) => progress.push(tried),
    });
    expect(counter).not.toBeNull();
    expect(zeroBits(`v1.puzzle.mac.${counter}`)).toBeGreaterThanOrEqual(10);
    // Every batch but the one that found it reported its progress, in order.
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('stops when aborted', async () => {
    const abort = new AbortController();
    abort.abort();
    expect(await solveProofOfWork('v1.puzzle.mac', 30, { signal: abort.signal })).toBeNull();
  });
});
