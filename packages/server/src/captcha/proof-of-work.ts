import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The self-hosted captcha (docs/radar.md#captcha): the server hands out a signed puzzle and the
 * browser finds a counter whose SHA-256, together with the puzzle, starts with `difficulty`
 * zero bits. Finding it costs the browser about 2^difficulty hashes; checking it costs the
 * server one. Nothing leaves the merchant's server, and no third party sees the shopper.
 *
 * A challenge is `v1.<payload>.<mac>` (base64url): the payload names the account and mode it
 * was made for, whether it is the silent (passive) or the shown (interactive) kind, the intent
 * an interactive one was made for, a random nonce, the difficulty and its expiry. The MAC is
 * keyed with the server's own secret, so a browser can neither make an easier puzzle nor
 * stretch its expiry. A token is the challenge followed by `.<counter>`.
 */
export type ChallengeKind = 'passive' | 'interactive';

export interface ChallengePayload {
  /** Version of the payload's shape. */
  v: 1;
  /** Random, unique per challenge: what makes a token single use. */
  nonce: string;
  kind: ChallengeKind;
  account: string;
  livemode: boolean;
  /** The payment an interactive challenge was asked for; null for a passive one. */
  intent: string | null;
  difficulty: number;
  /** Unix seconds after which a token for it is refused. */
  expires_at: number;
}

/** Keys the challenge's MAC: the server's secret, never sent anywhere. */
export type Signer = (text: string) => string;

/** What a token is checked against: where it is used and how hard its puzzle must have been. */
export interface Expectation {
  kind: ChallengeKind;
  account: string;
  livemode: boolean;
  /** For an interactive token: the payment it must have been asked for. */
  intent?: string | null;
  minDifficulty: number;
  now: number;
}

export type TokenCheck =
  | { ok: true; payload: ChallengePayload }
  | {
      ok: false;
      reason: 'malformed' | 'tampered' | 'expired' | 'wrong_scope' | 'too_easy' | 'unsolved';
    };

/** The longest difficulty the server hands out or accepts: beyond it a browser could not solve it. */
export const MAX_DIFFICULTY = 32;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

export function signChallenge(payload: ChallengePayload, sign: Signer): string {
  const body = b64(JSON.stringify(payload));
  return `v1.${body}.${Buffer.from(sign(`v1.${body}`), 'hex').toString('base64url')}`;
}

/** How many zero bits the digest starts with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export function solves(challenge: string, counter: string, difficulty: number): boolean {
  const digest = createHash('sha256').update(`${challenge}.${counter}`).digest();
  return leadingZeroBits(digest) >= difficulty;
}

/** Finds a counter (tests, and the bench's measure of a browser's work). */
export function solve(challenge: string, difficulty: number): string {
  for (let n = 0; ; n += 1) if (solves(challenge, String(n), difficulty)) return String(n);
}

function readPayload(body: string): ChallengePayload | null {
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<ChallengePayload>;
    const ok =
      value.v === 1 &&
      typeof value.nonce === 'string' &&
      (value.kind === 'passive' || value.kind === 'interactive') &&
      typeof value.account === 'string' &&
      typeof value.livemode === 'boolean' &&
      (value.intent === null || typeof value.intent === 'string') &&
      Number.isInteger(value.difficulty) &&
      Number.isInteger(value.expires_at);
    return ok ? (value as ChallengePayload) : null;
  } catch {
    return null;
  }
}

/**
 * Checks a token's signature, scope, expiry, difficulty and work. Single use is the caller's
 * part (the nonce is recorded when the token is redeemed): this function keeps no state.
 */
export function checkToken(token: string, sign: Signer, expect: Expectation): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1' || !/^\d{1,16}$/.test(parts[3]!)) {
    return { ok: false, reason: 'malformed' };
  }
  const [, body, mac, counter] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(`v1.${body}`), 'hex');
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'tampered' };
  }
  const payload = readPayload(body);
  if (!payload) return { ok: false, reason: 'malformed' };
  const sameScope =
    payload.kind === expect.kind &&
    payload.account === expect.account &&
    payload.livemode === expect.livemode &&
    (expect.kind === 'passive' || payload.intent === (expect.intent ?? null));
  if (!sameScope) return { ok: false, reason: 'wrong_scope' };
  if (payload.expires_at < expect.now) return { ok: false, reason: 'expired' };
  if (payload.difficulty < expect.minDifficulty) return { ok: false, reason: 'too_easy' };
  if (!solves(`v1.${body}.${mac}`, counter, payload.difficulty)) return { ok: false, reason: 'unsolved' };
  return { ok: true, payload };
}
