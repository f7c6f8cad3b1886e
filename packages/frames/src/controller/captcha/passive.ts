import type { ApiClient } from '../api-client.js';
import { CAPTCHA_PROVIDERS, type CaptchaToken, type ChallengeFetcher, challengeOf } from './providers.js';

/** How long a confirmation waits for the silent captcha before it goes on without a token. */
export const PASSIVE_CAPTCHA_TIMEOUT_MS = 500;

/**
 * The silent captcha of a payment form (docs/radar.md#captcha): started once when the
 * controller starts, it fetches a puzzle and solves it while the shopper types. A confirmation
 * takes the token if it is ready within 500 ms; otherwise it goes on without one (the risk
 * engine sees no token, not a failure). A token is good once, so taking it starts the next.
 */
export class PassiveCaptcha {
  #pending: Promise<CaptchaToken | null> | null = null;

  constructor(
    private readonly fetchChallenge: ChallengeFetcher,
    private readonly timeoutMs = PASSIVE_CAPTCHA_TIMEOUT_MS,
    private readonly now: () => number = () => Date.now() / 1000,
  ) {}

  static forApi(api: ApiClient): PassiveCaptcha {
    return new PassiveCaptcha(() => api.post('/v1/payframe/captcha_challenges'));
  }

  /** Starts the work once; later calls change nothing. */
  init(): void {
    this.#pending ??= this.#prepare();
  }

  async #prepare(): Promise<CaptchaToken | null> {
    try {
      const answer = await this.fetchChallenge();
      const challenge = answer.ok ? challengeOf(answer.body) : null;
      const provider = challenge ? CAPTCHA_PROVIDERS[challenge.provider] : undefined;
      return challenge && provider ? await provider(challenge) : null;
    } catch {
      return null;
    }
  }

  /** The token for one confirmation, or null when none is ready in time. */
  async take(): Promise<CaptchaToken | null> {
    this.init();
    const pending = this.#pending!;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.timeoutMs);
    });
    const token = await Promise.race([pending, late]);
    clearTimeout(timer);
    if (token === 'late') return null;
    // Used (or useless): the next confirmation gets a fresh one.
    this.#pending = this.#prepare();
    if (!token || (token.expiresAt !== null && token.expiresAt <= this.now())) return null;
    return token;
  }
}

export { attachCaptchaToken } from './attach.js';
