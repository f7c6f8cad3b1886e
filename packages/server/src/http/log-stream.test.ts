import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { BatchedLogStream } from './log-stream.js';

describe('BatchedLogStream', () => {
  it('writes the lines of one event-loop turn in one write, in order', async () => {
    const writes: string[] = [];
    const stream = new BatchedLogStream({ write: (text: string) => writes.push(text) });
    stream.write('{"msg":"one"}\n');
    stream.write('{"msg":"two"}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"msg":"one"}\n{"msg":"two"}\n']);
    stream.write('{"msg":"three"}\n');
    await nextTurn();
    expect(writes).toEqual(['{"msg":"one"}\n{"msg":"two"}\n', '{"msg":"three"}\n']);
  });

  it('writes what is pending when asked to flush (as it does when the process exits)', () => {
    const writes: string[] = [];
    const stream = new BatchedLogStream({ write: (text: string) => writes.push(text) });
    stream.write('last words\n');
    stream.flush();
    stream.flush();
    expect(writes).toEqual(['last words\n']);
  });
});
