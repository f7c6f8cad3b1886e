import { newId, nowSeconds } from '../kernel/ids.js';
import type { Scope } from '../store/types.js';
import {
  type ChallengeKind,
  checkToken,
  MAX_DIFFICULTY,
  type Signer,
  signChallenge,
} from './proof-of-work.js';
import { type CaptchaSettings, readCaptchaSettings } from './settings.js';
import { SiteverifyCaptcha } from './siteverify.js';

/** What the browser needs to start a captcha: the provider, its site key and (proof of work) the puzzle. */
export interface CaptchaChallenge {
  provider: string;
  site_key: string;
  /** The signed puzzle (proof of work); null for a provider whose own script makes one. */
  rqdata: string | null;
  difficulty: number | null;
  expires_at: number | null;
  /** The provider's browser script the frames load; null for the built-in proof of work. */
  script_url: string | null;
}

/**
 * Origins a provider's browser code needs in the frames' Content-Security-Policy, per directive.
 * The built-in proof of work needs none: the frames then load nothing from a third party.
 */
export type CspSources = Partial<
  Record<'script-src' | 'frame-src' | 'style-src' | 'connect-src', readonly string[]>
>;

/** A token the provider accepted: the value that makes it single use, and until when it is worth keeping. */
export type CaptchaVerdict = { ok: true; nonce: string; expiresAt: number } | { ok: false; reason: string };

export interface TokenUse {
  kind: ChallengeKind;
  /** The payment an interactive token answers. */
  intent: string | null;
  /** The shopper's address, which a third-party provider may compare with the one that solved it. */
  remoteIp?: string | null;
}

/**
 * A captcha service (docs/radar.md#captcha). The built-in one is Payframe's own proof of work;
 * hCaptcha and Turnstile are the others a merchant can choose. The server only checks what the
 * browser brings; single use is kept by the caller, whatever the provider.
 */
export interface CaptchaProvider {
  readonly name: string;
  readonly siteKey: string;
  /** What the frames' policy must allow for this provider's widget (none by default). */
  readonly cspSources?: CspSources;
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
    return { provider: this.name, site_key: this.siteKey, rqdata, difficulty, expires_at, script_url: null };
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

/**
 * The provider the settings name (see settings.ts): hCaptcha or Turnstile, checked with their
 * siteverify endpoint; otherwise the built-in proof of work, signed with `sign`.
 */
export function captchaFromSettings(settings: CaptchaSettings, sign: Signer): CaptchaProvider {
  if (settings.provider !== 'proof_of_work') return new SiteverifyCaptcha(settings);
  return new ProofOfWorkCaptcha(
    sign,
    settings.difficulty !== undefined ? { passiveDifficulty: settings.difficulty } : {},
  );
}

/** The provider the environment names (PAYFRAME_CAPTCHA_PROVIDER and its companions). */
export function captchaFromEnv(env: NodeJS.ProcessEnv, sign: Signer): CaptchaProvider {
  return captchaFromSettings(readCaptchaSettings(env), sign);
}
