import { describe, expect, it } from 'vitest';
import { challengeWindowFor, DESKTOP_CHALLENGE_WINDOW } from './window-size.js';

describe('challengeWindowFor', () => {
  it('uses the windowed sizes of the spec by the page width', () => {
    expect(challengeWindowFor(375)).toEqual({ code: '01', width: 250, height: 400 });
    expect(challengeWindowFor(480)).toEqual({ code: '02', width: 390, height: 400 });
    expect(challengeWindowFor(599)).toEqual({ code: '03', width: 500, height: 600 });
    expect(challengeWindowFor(700)).toEqual({ code: '04', width: 600, height: 400 });
  });

  it('makes full screen a desktop lightbox', () => {
    expect(challengeWindowFor(768)).toEqual({ code: '05', ...DESKTOP_CHALLENGE_WINDOW });
    expect(challengeWindowFor(1440).width).toBe(600);
  });
});
