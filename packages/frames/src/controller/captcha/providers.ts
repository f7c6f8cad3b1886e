import type { ApiResult } from '../api-client.js';
import { solveProofOfWork } from './solver.js';

/** A token for the server, and the key (`ekey`) naming the provider's site key that made it. */
export interface CaptchaToken {
  token: string;
  ekey: string;
  /** Unix seconds after which the server refuses it; null when the provider does not say. */
  expiresAt: number | null;
}

/** What the server answers `POST /v1/payframe/captcha_challenges` (and an interactive challenge's next action). */
export interface CaptchaChallenge {
  provider: string;
  site_key: string;
  rqdata: string | null;
  difficulty: number | null;
  expires_at: number | null;
  /** The provider's browser script (hCaptcha, Turnstile); null for the built-in proof of work. */
  script_url: string | null;
}

/**
 * A captcha provider in the frames (docs/radar.md#captcha): it turns the server's challenge into
 * a token without the shopper's help. The server names the provider the merchant configured;
 * a provider the frames do not know gives no token, and the confirmation goes on without one.
 */
export type CaptchaProvider = (
  challenge: CaptchaChallenge,
  options?: { onProgress?: (tried: number, expected: number) => void; signal?: AbortSignal },
) => Promise<CaptchaToken | null>;

/** The built-in provider: Payframe's own proof of work, solved in this frame. */
export const proofOfWork: CaptchaProvider = async (challenge, options = {}) => {
  if (!challenge.rqdata || challenge.difficulty === null) return null;
  const counter = await solveProofOfWork(challenge.rqdata, challenge.difficulty, options);
  if (counter === null) return null;
  return {
    token: `${challenge.rqdata}.${counter}`,
    ekey: challenge.site_key,
    expiresAt: challenge.expires_at,
  };
};

/** hCaptcha or Turnstile, silently: their script and widget load only when the server names them. */
const thirdParty: CaptchaProvider = (challenge) =>
  import('./widgets.js').then(({ passiveWidgetToken }) => passiveWidgetToken(challenge));

export const CAPTCHA_PROVIDERS: Readonly<Record<string, CaptchaProvider>> = {
  proof_of_work: proofOfWork,
  hcaptcha: thirdParty,
  turnstile: thirdParty,
};

/** Reads a challenge from an API answer or a next action, if it is one. */
export function challengeOf(value: unknown): CaptchaChallenge | null {
  const c = value as Partial<CaptchaChallenge> | null;
  if (!c || typeof c.provider !== 'string' || typeof c.site_key !== 'string') return null;
  return {
    provider: c.provider,
    site_key: c.site_key,
    rqdata: typeof c.rqdata === 'string' ? c.rqdata : null,
    difficulty: typeof c.difficulty === 'number' ? c.difficulty : null,
    expires_at: typeof c.expires_at === 'number' ? c.expires_at : null,
    script_url: typeof c.script_url === 'string' ? c.script_url : null,
  };
}

export type ChallengeFetcher = () => Promise<ApiResult>;
