import { createHash } from 'node:crypto';
import { newId, nowSeconds } from '../kernel/ids.js';
import type { Scope } from '../store/types.js';
import {
  type ChallengeKind,
  checkToken,
  MAX_DIFFICULTY,
  type Signer,
  signChallenge,
} from './proof-of-work.js';

/** What the browser needs to start a captcha: the provider, its site key and (proof of work) the puzzle. */
export interface CaptchaChallenge {
  provider: string;
  site_key: string;
  /** The signed puzzle (proof of work); null for a provider whose own script makes one. */
  rqdata: string | null;
  difficulty: number | null;
  expires_at: number | null;
}

/** A token the provider accepted: the value that makes it single use, and until when it is worth keeping. */
export type CaptchaVerdict = { ok: true; nonce: string; expiresAt: number } | { ok: false; reason: string };

export interface TokenUse {
  kind: ChallengeKind;
  /** The payment an interactive token answers. */
  intent: string | null;
}

/**
 * A captcha service (docs/radar.md#captcha). The built-in one is Payframe's own proof of work;
 * hCaptcha and Turnstile are the others a merchant can choose. The server only checks what the
 * browser brings; single use is kept by the caller, whatever the provider.
 */
export interface CaptchaProvider {
  readonly name: string;
  readonly siteKey: string;
  challenge(scope: Scope, use: TokenUse): CaptchaChallenge;
  verify(scope: Scope, token: string, use: TokenUse): Promise<CaptchaVerdict>;
}

export interface ProofOfWorkOptions {
  /** Zero bits the silent puzzle needs: about 2^n hashes, well under a second in a browser. */
  passiveDifficulty?: number;
  /** Zero bits of the shown puzzle, while a progress bar runs: harder, as the risk asked for it. */
  interactiveDifficulty?: number;
  /** Seconds a silent puzzle stays good (the shopper fills the form meanwhile). */
  passiveTtl?: number;
  interactiveTtl?: number;
}

export const PROOF_OF_WORK_SITE_KEY = 'payframe_proof_of_work';

export class ProofOfWorkCaptcha implements CaptchaProvider {
  readonly name = 'proof_of_work';
  readonly siteKey = PROOF_OF_WORK_SITE_KEY;
  readonly #sign: Signer;
  readonly #difficulty: Record<ChallengeKind, number>;
  readonly #ttl: Record<ChallengeKind, number>;

  constructor(sign: Signer, options: ProofOfWorkOptions = {}) {
    this.#sign = sign;
    const bounded = (n: number) => Math.max(1, Math.min(MAX_DIFFICULTY, Math.floor(n)));
    this.#difficulty = {
      passive: bounded(options.passiveDifficulty ?? 12),
      interactive: bounded(options.interactiveDifficulty ?? 15),
    };
    this.#ttl = { passive: options.passiveTtl ?? 1800, interactive: options.interactiveTtl ?? 600 };
  }

  challenge(scope: Scope, use: TokenUse): CaptchaChallenge {
    const expires_at = nowSeconds() + this.#ttl[use.kind];
    const difficulty = this.#difficulty[use.kind];
    const rqdata = signChallenge(
      {
        v: 1,
        nonce: newId('cpt', 24),
        kind: use.kind,
        account: scope.accountId,
        livemode: scope.livemode,
        intent: use.kind === 'interactive' ? use.intent : null,
        difficulty,
        expires_at,
      },
      this.#sign,
    );
    return { provider: this.name, site_key: this.siteKey, rqdata, difficulty, expires_at };
  }

  async verify(scope: Scope, token: string, use: TokenUse): Promise<CaptchaVerdict> {
    const result = checkToken(token, this.#sign, {
      kind: use.kind,
      account: scope.accountId,
      livemode: scope.livemode,
      intent: use.intent,
      minDifficulty: this.#difficulty[use.kind],
      now: nowSeconds(),
    });
    if (!result.ok) return result;
    return { ok: true, nonce: result.payload.nonce, expiresAt: result.payload.expires_at };
  }
}

/** The third-party services' verification endpoints; both take `secret` and `response`. */
const SITEVERIFY: Record<string, string> = {
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

/**
 * hCaptcha or Cloudflare Turnstile: their script in the browser makes the token, their
 * siteverify endpoint says whether it is good. Their tokens live a few minutes, so a redeemed
 * one is remembered for ten.
 */
export class SiteverifyCaptcha implements CaptchaProvider {
  constructor(
    readonly name: 'hcaptcha' | 'turnstile',
    readonly siteKey: string,
    private readonly secret: string,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  challenge(): CaptchaChallenge {
    return { provider: this.name, site_key: this.siteKey, rqdata: null, difficulty: null, expires_at: null };
  }

  async verify(_scope: Scope, token: string): Promise<CaptchaVerdict> {
    if (token.length === 0 || token.length > 4096) return { ok: false, reason: 'malformed' };
    try {
      const answer = await this.fetchFn(SITEVERIFY[this.name]!, {
        method: 'POST',
        body: new URLSearchParams({ secret: this.secret, response: token, sitekey: this.siteKey }),
        signal: AbortSignal.timeout(5_000),
      });
      const body = (await answer.json()) as { success?: unknown };
      if (body.success !== true) return { ok: false, reason: 'rejected' };
    } catch {
      return { ok: false, reason: 'unreachable' };
    }
    const nonce = createHash('sha256').update(token).digest('hex');
    return { ok: true, nonce, expiresAt: nowSeconds() + 600 };
  }
}

/**
 * The provider the environment names: PAYFRAME_CAPTCHA_PROVIDER=hcaptcha or turnstile with
 * PAYFRAME_CAPTCHA_SITE_KEY and PAYFRAME_CAPTCHA_SECRET; otherwise the built-in proof of work
 * (PAYFRAME_CAPTCHA_DIFFICULTY sets its silent puzzle's difficulty).
 */
export function captchaFromEnv(env: NodeJS.ProcessEnv, sign: Signer): CaptchaProvider {
  const name = env.PAYFRAME_CAPTCHA_PROVIDER;
  if (name === 'hcaptcha' || name === 'turnstile') {
    const siteKey = env.PAYFRAME_CAPTCHA_SITE_KEY;
    const secret = env.PAYFRAME_CAPTCHA_SECRET;
    if (!siteKey || !secret) {
      throw new Error(
        `PAYFRAME_CAPTCHA_PROVIDER=${name} needs PAYFRAME_CAPTCHA_SITE_KEY and PAYFRAME_CAPTCHA_SECRET.`,
      );
    }
    return new SiteverifyCaptcha(name, siteKey, secret);
  }
  if (name && name !== 'proof_of_work') {
    throw new Error(`PAYFRAME_CAPTCHA_PROVIDER must be proof_of_work, hcaptcha or turnstile, not ${name}.`);
  }
  const difficulty = Number(env.PAYFRAME_CAPTCHA_DIFFICULTY);
  return new ProofOfWorkCaptcha(
    sign,
    Number.isFinite(difficulty) && difficulty > 0 ? { passiveDifficulty: difficulty } : {},
  );
}
