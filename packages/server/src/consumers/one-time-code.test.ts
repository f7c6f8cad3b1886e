import { describe, expect, it } from 'vitest';
import {
  attemptCode,
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_SECONDS,
  type CodeState,
  newCode,
  newCodeState,
} from './one-time-code.js';

const hashOf = (code: string) => `h:${code}`;
const NOW = 1_000_000;
const fresh = (): CodeState => newCodeState(hashOf('482913'), NOW);

describe('one-time codes', () => {
  it('draws six digits', () => {
    for (let i = 0; i < 50; i++) expect(newCode()).toMatch(new RegExp(`^\\d{${CODE_LENGTH}}$`));
  });

  it.each([
    ['the code sent, in live mode', '482913', true, 'verified'],
    ['the code sent, with spaces', ' 482913 ', true, 'verified'],
    ['000000 in test mode', '000000', false, 'verified'],
    ['000000 in live mode', '000000', true, 'wrong'],
    ['another code', '111111', false, 'wrong'],
    ['letters', 'abcdef', false, 'wrong'],
  ])('%s', (_name, entered, livemode, result) => {
    expect(attemptCode(fresh(), entered, hashOf, { now: NOW, livemode }).result).toBe(result);
  });

  it('is single use', () => {
    const first = attemptCode(fresh(), '482913', hashOf, { now: NOW, livemode: true });
    expect(first.result).toBe('verified');
    expect(attemptCode(first.state, '482913', hashOf, { now: NOW, livemode: true }).result).toBe('used');
  });

  it('expires', () => {
    const late = NOW + CODE_TTL_SECONDS;
    expect(attemptCode(fresh(), '482913', hashOf, { now: late - 1, livemode: true }).result).toBe('verified');
    expect(attemptCode(fresh(), '482913', hashOf, { now: late, livemode: true }).result).toBe('expired');
  });

  it(`locks after ${CODE_MAX_ATTEMPTS} wrong entries, even for the right code`, () => {
    let state = fresh();
    const results: string[] = [];
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) {
      const outcome = attemptCode(state, '000001', hashOf, { now: NOW, livemode: true });
      results.push(outcome.result === 'wrong' ? `wrong:${outcome.remaining}` : outcome.result);
      state = outcome.state;
    }
    expect(results).toEqual([
      ...Array.from({ length: CODE_MAX_ATTEMPTS - 1 }, (_, i) => `wrong:${CODE_MAX_ATTEMPTS - 1 - i}`),
      'locked',
    ]);
    expect(attemptCode(state, '482913', hashOf, { now: NOW, livemode: true }).result).toBe('locked');
    expect(attemptCode(state, '000000', hashOf, { now: NOW, livemode: false }).result).toBe('locked');
  });
});
