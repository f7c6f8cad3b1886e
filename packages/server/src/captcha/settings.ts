/** Which captcha the payment forms run (docs/radar.md#captcha), as the environment sets it. */
export type CaptchaSettings =
  | { provider: 'proof_of_work'; difficulty?: number | undefined }
  | {
      provider: 'hcaptcha' | 'turnstile';
      siteKey: string;
      secret: string;
      /** The provider's browser script, loaded by the frames (overridable for tests and self-hosting). */
      scriptUrl: string;
      /** Where the server checks a token. */
      verifyUrl: string;
      /** How long the server waits for the provider's answer before treating it as unreachable. */
      verifyTimeoutMs: number;
    };

export const THIRD_PARTY_DEFAULTS = {
  hcaptcha: {
    scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit',
    verifyUrl: 'https://api.hcaptcha.com/siteverify',
  },
  turnstile: {
    scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  },
} as const;

const DEFAULT_VERIFY_TIMEOUT_MS = 5_000;

/** An absolute http(s) URL, or a start-up error naming the variable. */
function url(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const text = env[name]?.trim() || fallback;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new Error(`${name} must be an absolute http or https URL, got ${text}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`${name} must be an absolute http or https URL, got ${text}`);
  return parsed.href;
}

/**
 * PAYFRAME_CAPTCHA_PROVIDER: `pow` (or `proof_of_work`, the default: self-hosted, no third
 * party), `hcaptcha` or `turnstile`. The last two need PAYFRAME_CAPTCHA_SITE_KEY and
 * PAYFRAME_CAPTCHA_SECRET, and take PAYFRAME_CAPTCHA_SCRIPT_URL, PAYFRAME_CAPTCHA_VERIFY_URL
 * (a self-hosted or test endpoint) and PAYFRAME_CAPTCHA_VERIFY_TIMEOUT_MS.
 * PAYFRAME_CAPTCHA_DIFFICULTY sets the proof of work's silent puzzle.
 */
export function readCaptchaSettings(env: NodeJS.ProcessEnv): CaptchaSettings {
  const name = env.PAYFRAME_CAPTCHA_PROVIDER?.trim().toLowerCase() || 'pow';
  if (name === 'hcaptcha' || name === 'turnstile') {
    const siteKey = env.PAYFRAME_CAPTCHA_SITE_KEY?.trim();
    const secret = env.PAYFRAME_CAPTCHA_SECRET?.trim();
    if (!siteKey || !secret) {
      throw new Error(
        `PAYFRAME_CAPTCHA_PROVIDER=${name} needs PAYFRAME_CAPTCHA_SITE_KEY and PAYFRAME_CAPTCHA_SECRET.`,
      );
    }
    const timeout = Number(env.PAYFRAME_CAPTCHA_VERIFY_TIMEOUT_MS ?? DEFAULT_VERIFY_TIMEOUT_MS);
    if (!Number.isInteger(timeout) || timeout < 100 || timeout > 60_000)
      throw new Error(
        `PAYFRAME_CAPTCHA_VERIFY_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000, got ${env.PAYFRAME_CAPTCHA_VERIFY_TIMEOUT_MS}`,
      );
    const defaults = THIRD_PARTY_DEFAULTS[name];
    return {
      provider: name,
      siteKey,
      secret,
      scriptUrl: url(env, 'PAYFRAME_CAPTCHA_SCRIPT_URL', defaults.scriptUrl),
      verifyUrl: url(env, 'PAYFRAME_CAPTCHA_VERIFY_URL', defaults.verifyUrl),
      verifyTimeoutMs: timeout,
    };
  }
  if (name !== 'pow' && name !== 'proof_of_work') {
    throw new Error(`PAYFRAME_CAPTCHA_PROVIDER must be pow, hcaptcha or turnstile, got ${name}`);
  }
  const difficulty = Number(env.PAYFRAME_CAPTCHA_DIFFICULTY);
  return {
    provider: 'proof_of_work',
    difficulty: Number.isFinite(difficulty) && difficulty > 0 ? difficulty : undefined,
  };
}
