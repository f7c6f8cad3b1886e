import type { ApiClient } from '../api-client.js';
import type { ControllerContext } from '../controller-context.js';
import {
  CAPTCHA_PROVIDERS,
  type CaptchaChallenge,
  type CaptchaToken,
  type ChallengeFetcher,
  challengeOf,
} from './providers.js';

/** How long a confirmation waits for the silent captcha before it goes on without a token. */
export const PASSIVE_CAPTCHA_TIMEOUT_MS = 500;

/**
 * The silent captcha of a payment form (docs/radar.md#captcha): started once when the
 * controller starts, it gets its provider from the server and makes a token while the shopper
 * types (the built-in proof of work solves a puzzle; hCaptcha and Turnstile run their invisible
 * widget). A confirmation takes the token if it is ready within 500 ms; otherwise it goes on
 * without one (the risk engine sees no token, not a failure). A token is good once, so taking
 * it starts the next.
 */
export class PassiveCaptcha {
  #pending: Promise<CaptchaToken | null> | null = null;
  /** A third-party provider's challenge is the same every time: asked for once. */
  #reusable: CaptchaChallenge | null = null;

  constructor(
    private readonly fetchChallenge: ChallengeFetcher,
    private readonly timeoutMs = PASSIVE_CAPTCHA_TIMEOUT_MS,
    private readonly now: () => number = () => Date.now() / 1000,
  ) {}

  /**
   * The first challenge is the elements session's `passive_captcha` when the group has a
   * session (no call of its own); later ones, and a group without a session, ask
   * `POST /v1/payframe/captcha_challenges`.
   */
  static forApi(api: ApiClient, fromSession?: () => Promise<unknown>): PassiveCaptcha {
    let first = fromSession;
    return new PassiveCaptcha(async () => {
      const given = first ? challengeOf(await first().catch(() => null)) : null;
      first = undefined;
      return given ? { ok: true, body: given } : api.post('/v1/payframe/captcha_challenges');
    });
  }

  /** Starts the work once; later calls change nothing. */
  init(): void {
    this.#pending ??= this.#prepare();
  }

  async #prepare(): Promise<CaptchaToken | null> {
    try {
      let challenge = this.#reusable;
      if (!challenge) {
        const answer = await this.fetchChallenge();
        challenge = answer.ok ? challengeOf(answer.body) : null;
        if (challenge && challenge.rqdata === null) this.#reusable = challenge;
      }
      const provider = challenge ? CAPTCHA_PROVIDERS[challenge.provider] : undefined;
      return challenge && provider ? await provider(challenge) : null;
    } catch {
      return null;
    }
  }

  #fresh(token: CaptchaToken | null): token is CaptchaToken {
    return token !== null && (token.expiresAt === null || token.expiresAt > this.now());
  }

  /** The token for one confirmation, or null when none is ready in time. */
  async take(): Promise<CaptchaToken | null> {
    this.init();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.timeoutMs);
    });
    const ready = async () => {
      const token = await this.#pending!;
      if (this.#fresh(token) || token === null) return token;
      // Made long ago and expired meanwhile (the shopper took their time): a new one, within the same wait.
      this.#pending = this.#prepare();
      return await this.#pending;
    };
    const token = await Promise.race([ready(), late]);
    clearTimeout(timer);
    if (token === 'late') return null;
    // Used (or useless): the next confirmation gets a fresh one.
    this.#pending = this.#prepare();
    return this.#fresh(token) ? token : null;
  }
}

/**
 * Starts the group's silent captcha (here, not in the controller's first load): from the
 * elements session's `passive_captcha` once `session` has loaded, when the group has one (a
 * Card Element's group has none: it asks the server).
 */
export function startPassiveCaptcha(
  ctx: Pick<ControllerContext, 'api' | 'session' | 'captcha'>,
  session: Promise<unknown>,
): void {
  ctx.captcha = PassiveCaptcha.forApi(ctx.api, () => session.then(() => ctx.session?.body?.passive_captcha));
  ctx.captcha.init();
}

export { attachCaptchaToken } from './attach.js';
