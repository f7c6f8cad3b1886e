import type { CaptchaChallenge, CaptchaToken } from './providers.js';
import { loadWidgetApi, type WidgetApi, type WidgetProvider } from './widget-script.js';

/** How long each provider's token is good for, less a margin (hCaptcha: 120 s, Turnstile: 300 s). */
const TOKEN_SECONDS: Record<WidgetProvider, number> = { hcaptcha: 110, turnstile: 290 };

/** The render parameters of a widget that runs without showing itself until `execute`. */
function invisibleParams(provider: WidgetProvider, settle: (token: string | null) => void) {
  const fail = () => settle(null);
  return provider === 'hcaptcha'
    ? {
        size: 'invisible',
        callback: settle,
        'error-callback': fail,
        'expired-callback': fail,
        'chalexpired-callback': fail,
        'close-callback': fail,
      }
    : {
        execution: 'execute',
        appearance: 'interaction-only',
        callback: settle,
        'error-callback': fail,
        'expired-callback': fail,
        'timeout-callback': fail,
      };
}

/**
 * The silent widget of a third-party provider in the controller frame: rendered once, invisible,
 * and executed for each token (reset first when it made one before). A token the provider does
 * not give (an error, a challenge nobody can see here) is no token: the confirmation goes on
 * without it once its time-out has passed.
 */
class PassiveWidget {
  #id: string | number | null = null;
  #container: HTMLElement | null = null;
  #waiting: ((token: string | null) => void) | null = null;
  #used = false;

  constructor(
    private readonly api: WidgetApi,
    private readonly provider: WidgetProvider,
    private readonly siteKey: string,
  ) {}

  #settle = (token: string | null) => {
    const waiting = this.#waiting;
    this.#waiting = null;
    waiting?.(typeof token === 'string' && token !== '' ? token : null);
  };

  token(): Promise<string | null> {
    this.#settle(null);
    return new Promise((resolve) => {
      this.#waiting = resolve;
      try {
        if (this.#id === null) {
          // Not hidden itself: the controller frame is never shown, and a hidden widget may not run.
          this.#container = document.createElement('div');
          document.body.append(this.#container);
          this.#id = this.api.render(this.#container, {
            sitekey: this.siteKey,
            ...invisibleParams(this.provider, this.#settle),
          });
        } else if (this.#used) {
          this.api.reset(this.#id);
        }
        this.#used = true;
        this.api.execute(this.provider === 'turnstile' ? this.#container! : this.#id);
      } catch {
        this.#settle(null);
      }
    });
  }
}

const widgets = new Map<string, Promise<PassiveWidget>>();

/** A silent token from hCaptcha or Turnstile, for a confirmation's `radar_options[hcaptcha_token]`. */
export async function passiveWidgetToken(challenge: CaptchaChallenge): Promise<CaptchaToken | null> {
  const provider = challenge.provider as WidgetProvider;
  if (!challenge.script_url) return null;
  const key = `${provider} ${challenge.site_key} ${challenge.script_url}`;
  let widget = widgets.get(key);
  if (!widget) {
    widget = loadWidgetApi(provider, challenge.script_url).then(
      (api) => new PassiveWidget(api, provider, challenge.site_key),
    );
    widgets.set(key, widget);
    widget.catch(() => widgets.delete(key));
  }
  const token = await (await widget).token();
  if (!token) return null;
  return { token, ekey: challenge.site_key, expiresAt: Date.now() / 1000 + TOKEN_SECONDS[provider] };
}
