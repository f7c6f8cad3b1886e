import { describe, expect, it } from 'vitest';
import { formatTable, ms, Samples } from './stats.js';

describe('Samples', () => {
  it('answers nearest-rank percentiles: 0 is the minimum, 100 the maximum', () => {
    const samples = new Samples();
    for (const value of [30, 10, 20, 50, 40, 60, 70, 80, 90, 100]) samples.add(value);
    expect(samples.count).toBe(10);
    expect(samples.percentile(0)).toBe(10);
    expect(samples.percentile(50)).toBe(50);
    expect(samples.percentile(90)).toBe(90);
    expect(samples.percentile(100)).toBe(100);
  });

  it('answers NaN without samples, printed as a dash', () => {
    expect(ms(new Samples().percentile(50))).toBe('-');
  });

  it('keeps the first error description', () => {
    const samples = new Samples();
    samples.fail('timeout');
    samples.fail('reset');
    expect([samples.errors, samples.firstError]).toEqual([2, 'timeout']);
  });
});

describe('formatTable', () => {
  it('pads the first column left-aligned and the others right-aligned', () => {
    expect(formatTable(['cache', 'ms'], [['warm', ms(12.34)]])).toBe(
      ['| cache |   ms |', '|-------|------|', '| warm  | 12.3 |'].join('\n'),
    );
  });
});
