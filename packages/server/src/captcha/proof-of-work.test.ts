import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type ChallengePayload,
  checkToken,
  type Expectation,
  leadingZeroBits,
  type Signer,
  signChallenge,
  solve,
} from './proof-of-work.js';

const sign: Signer = (text) => createHmac('sha256', 'server secret').update(text).digest('hex');
const otherServer: Signer = (text) => createHmac('sha256', 'another secret').update(text).digest('hex');

const NOW = 1_800_000_000;
const payload = (over: Partial<ChallengePayload> = {}): ChallengePayload => ({
  v: 1,
  nonce: 'n1',
  kind: 'passive',
  account: 'acct_1',
  livemode: false,
  intent: null,
  difficulty: 8,
  expires_at: NOW + 60,
  ...over,
});
const expect_ = (over: Partial<Expectation> = {}): Expectation => ({
  kind: 'passive',
  account: 'acct_1',
  livemode: false,
  minDifficulty: 8,
  now: NOW,
  ...over,
});

function solved(p: ChallengePayload, signer: Signer = sign): string {
  const challenge = signChallenge(p, signer);
  return `${challenge}.${solve(challenge, p.difficulty)}`;
}

describe('leadingZeroBits', () => {
  it.each([
    [[0x80], 0],
    [[0x01], 7],
    [[0x00, 0x40], 9],
    [[0x00, 0x00, 0x00], 24],
  ])('%j starts with %i zero bits', (bytes, bits) => {
    expect(leadingZeroBits(Uint8Array.from(bytes))).toBe(bits);
  });
});

describe('checkToken', () => {
  it('accepts a solved, unexpired token of the right scope', () => {
    const result = checkToken(solved(payload()), sign, expect_());
    expect(result).toEqual({ ok: true, payload: payload() });
  });

  it('refuses an expired token', () => {
    const token = solved(payload({ expires_at: NOW - 1 }));
    expect(checkToken(token, sign, expect_())).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a puzzle easier than required (wrong difficulty)', () => {
    const token = solved(payload({ difficulty: 4 }));
    expect(checkToken(token, sign, expect_({ minDifficulty: 8 }))).toEqual({ ok: false, reason: 'too_easy' });
  });

  it('refuses a counter that does not solve the puzzle', () => {
    const token = solved(payload({ difficulty: 12 }));
    const [challenge] = [token.slice(0, token.lastIndexOf('.'))];
    // Some counter in the first few that does not solve it (one in 4096 does).
    const wrong = ['0', '1', '2', '3'].find((n) => n !== token.slice(token.lastIndexOf('.') + 1))!;
    expect(checkToken(`${challenge}.${wrong}`, sign, expect_({ minDifficulty: 12 })).ok).toBe(false);
  });

  it('refuses a tampered payload: an easier difficulty or a later expiry breaks the MAC', () => {
    const challenge = signChallenge(payload({ difficulty: 16 }), sign);
    const [, , mac] = challenge.split('.');
    const forged = Buffer.from(JSON.stringify(payload({ difficulty: 1, expires_at: NOW + 9999 }))).toString(
      'base64url',
    );
    const token = `v1.${forged}.${mac}.${solve(`v1.${forged}.${mac}`, 1)}`;
    expect(checkToken(token, sign, expect_({ minDifficulty: 1 }))).toEqual({ ok: false, reason: 'tampered' });
  });

  it("refuses another server's challenge", () => {
    expect(checkToken(solved(payload(), otherServer), sign, expect_())).toEqual({
      ok: false,
      reason: 'tampered',
    });
  });

  it.each([
    ['another account', { account: 'acct_2' }],
    ['the other mode', { livemode: true }],
    ['an interactive use of a passive token', { kind: 'interactive' as const }],
  ])('refuses a token used for %s', (_, over) => {
    expect(checkToken(solved(payload()), sign, expect_(over))).toEqual({ ok: false, reason: 'wrong_scope' });
  });

  it('binds an interactive token to the payment it was asked for', () => {
    const token = solved(payload({ kind: 'interactive', intent: 'pi_1' }));
    const interactive = { kind: 'interactive' as const };
    expect(checkToken(token, sign, expect_({ ...interactive, intent: 'pi_1' })).ok).toBe(true);
    expect(checkToken(token, sign, expect_({ ...interactive, intent: 'pi_2' }))).toEqual({
      ok: false,
      reason: 'wrong_scope',
    });
  });

  it.each(['', 'abc', 'v1.a.b', 'v2.a.b.1', 'v1.a.b.c', 'v1.a.b.-1'])(
    'refuses the malformed token %j',
    (token) => {
      expect(checkToken(token, sign, expect_()).ok).toBe(false);
    },
  );
});
