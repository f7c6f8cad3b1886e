import { describe, expect, it } from 'vitest';
import { stableGzipSize } from './stable-gzip.js';

const module = (names: string[]) =>
  Buffer.from(
    `${names.map((name, i) => `import{a as x${i}}from"./${name}";`).join('')}export const total=x0+x1;`,
    'utf8',
  );

describe('stableGzipSize', () => {
  it('measures the same code the same whatever its chunks are called', () => {
    const first = module(['chunk-ABCD1234.js', 'chunk-ZZ99QQ00.js']);
    const renamed = module(['chunk-QX7P2MLK.js', 'chunk-0F3JH8WE.js']);
    expect(stableGzipSize(renamed)).toBe(stableGzipSize(first));
  });

  it('still sees a change of the code itself', () => {
    const first = module(['chunk-ABCD1234.js', 'chunk-ZZ99QQ00.js']);
    const longer = Buffer.concat([first, Buffer.from('export const more="another statement";')]);
    expect(stableGzipSize(longer)).toBeGreaterThan(stableGzipSize(first));
  });
});
