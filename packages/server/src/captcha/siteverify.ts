import { createHash } from 'node:crypto';
import { nowSeconds } from '../kernel/ids.js';
import type { CaptchaChallenge, CaptchaProvider, CaptchaVerdict, CspSources, TokenUse } from './provider.js';
import { type CaptchaSettings, THIRD_PARTY_DEFAULTS } from './settings.js';

type ThirdParty = Extract<CaptchaSettings, { provider: 'hcaptcha' | 'turnstile' }>;

/**
 * The origins each provider's widget uses, as its own documentation lists them for a
 * Content-Security-Policy: hCaptcha's script, frames, styles and calls are on hcaptcha.com and
 * its subdomains; Turnstile's script and frame on challenges.cloudflare.com.
 */
const PROVIDER_SOURCES: Record<ThirdParty['provider'], CspSources> = {
  hcaptcha: {
    'script-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    'frame-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    'style-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    'connect-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
  turnstile: {
    'script-src': ['https://challenges.cloudflare.com'],
    'frame-src': ['https://challenges.cloudflare.com'],
  },
};

/**
 * What the frames' policy allows for a provider: its documented origins, or, when its script
 * is served from elsewhere (a self-hosted or test copy), that script's origin in their place.
 */
export function providerCspSources(settings: Pick<ThirdParty, 'provider' | 'scriptUrl'>): CspSources {
  const origin = new URL(settings.scriptUrl).origin;
  if (origin === new URL(THIRD_PARTY_DEFAULTS[settings.provider].scriptUrl).origin) {
    return PROVIDER_SOURCES[settings.provider];
  }
  const own = [origin];
  return Object.fromEntries(Object.keys(PROVIDER_SOURCES[settings.provider]).map((d) => [d, own]));
}

/** Refusals that are the provider's trouble, not the shopper's: the silent captcha then counts as absent. */
const UNAVAILABLE = new Set(['unreachable', 'timeout', 'bad_answer']);

export function providerUnavailable(verdict: CaptchaVerdict): boolean {
  return !verdict.ok && UNAVAILABLE.has(verdict.reason);
}

/**
 * hCaptcha or Cloudflare Turnstile: their script in the browser makes the token, their
 * siteverify endpoint says whether it is good (a form POST of `secret`, `response` and
 * `remoteip`, answered with JSON `success`). An endpoint that does not answer in time, answers
 * an error or something that is not its JSON is reported as such, never thrown. Their tokens
 * live a few minutes, so a redeemed one is remembered for ten.
 */
export class SiteverifyCaptcha implements CaptchaProvider {
  readonly name: ThirdParty['provider'];
  readonly siteKey: string;
  readonly cspSources: CspSources;
  readonly #settings: ThirdParty;
  readonly #fetch: typeof fetch;

  constructor(settings: ThirdParty, fetchFn: typeof fetch = fetch) {
    this.name = settings.provider;
    this.siteKey = settings.siteKey;
    this.cspSources = providerCspSources(settings);
    this.#settings = settings;
    this.#fetch = fetchFn;
  }

  challenge(): CaptchaChallenge {
    return {
      provider: this.name,
      site_key: this.siteKey,
      rqdata: null,
      difficulty: null,
      expires_at: null,
      script_url: this.#settings.scriptUrl,
    };
  }

  async verify(_scope: unknown, token: string, use?: TokenUse): Promise<CaptchaVerdict> {
    if (token.length === 0 || token.length > 4096) return { ok: false, reason: 'malformed' };
    const form = new URLSearchParams({ secret: this.#settings.secret, response: token });
    if (use?.remoteIp) form.set('remoteip', use.remoteIp);
    // hCaptcha checks the token was made for this site key; Turnstile's secret names its widget.
    if (this.name === 'hcaptcha') form.set('sitekey', this.siteKey);
    let body: unknown;
    try {
      const answer = await this.#fetch(this.#settings.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(this.#settings.verifyTimeoutMs),
      });
      if (answer.status >= 500) return { ok: false, reason: 'unreachable' };
      body = await answer.json();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') return { ok: false, reason: 'timeout' };
      return { ok: false, reason: error instanceof SyntaxError ? 'bad_answer' : 'unreachable' };
    }
    if (!body || typeof body !== 'object' || typeof (body as { success?: unknown }).success !== 'boolean')
      return { ok: false, reason: 'bad_answer' };
    if ((body as { success: boolean }).success !== true) return { ok: false, reason: 'rejected' };
    const nonce = createHash('sha256').update(token).digest('hex');
    return { ok: true, nonce, expiresAt: nowSeconds() + 600 };
  }
}
