import { describe, expect, it } from 'vitest';
import { appearanceCss, ruleCss } from './theme.js';

describe('appearance rules as CSS', () => {
  it('writes a plain rule as given', () => {
    expect(ruleCss('.Input:focus', { borderColor: '#123456' })).toEqual([
      '.Input:focus { border-color: #123456; }',
    ]);
  });

  it('writes an autofill rule for both names of the state, each in its own rule', () => {
    for (const selector of ['.Input:autofill', '.Input:-webkit-autofill']) {
      expect(ruleCss(selector, { color: '#111111', boxShadow: 'none' })).toEqual([
        '.Input:autofill { color: #111111; box-shadow: none; }',
        '.Input:-webkit-autofill { color: #111111; box-shadow: none; }',
      ]);
    }
  });

  it("lays an autofill rule's background on as an inset shadow the browser's own background cannot cover", () => {
    const [standard] = ruleCss('.Input--invalid:autofill', { backgroundColor: '#fefde5' });
    expect(standard).toBe(
      '.Input--invalid:autofill { background-color: #fefde5; box-shadow: inset 0 0 0 1000px #fefde5; }',
    );
  });

  it('puts the autofill rules into the frame stylesheet', () => {
    const css = appearanceCss({
      theme: 'night',
      variables: {},
      rules: { '.Input:autofill': { color: '#ffffff' } },
    });
    expect(css).toContain('.Input:autofill { color: #ffffff; }');
    expect(css).toContain('.Input:-webkit-autofill { color: #ffffff; }');
  });
});
