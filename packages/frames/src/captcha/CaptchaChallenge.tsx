import type { VerifyChallengeDisplay } from '@payframe/js/protocol';
import { useEffect, useRef, useState } from 'react';
import { CAPTCHA_PROVIDERS } from '../controller/captcha/providers.js';
import { WIDGET_PROVIDERS, type WidgetProvider } from '../controller/captcha/widget-script.js';
import { sendAnswer } from './answer.js';
import { ChallengeOutcome } from './ChallengeOutcome.js';
import type { VerifyTexts } from './messages.js';
import { ProviderWidget } from './ProviderWidget.js';
import { S } from './styles.js';

type State =
  | { step: 'idle' }
  | { step: 'working'; percent: number }
  | { step: 'done' }
  | { step: 'failed'; message: string };

/**
 * The captcha the risk engine asked for: with hCaptcha or Turnstile configured, their visible
 * widget; otherwise the built-in one, where the shopper ticks "I'm not a robot", the frame solves
 * the server's puzzle with a progress bar (the work is what a bot would have to pay for every
 * try), and sends the token to the payment's verify_challenge. Then the payment goes on.
 */
export function CaptchaChallenge({
  display,
  texts,
  onDone,
}: {
  display: VerifyChallengeDisplay;
  /** The modal's words in the shopper's locale, with its language and writing direction. */
  texts: VerifyTexts;
  onDone: () => void;
}) {
  const { t, lang, dir } = texts;
  const [state, setState] = useState<State>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    if (state.step === 'working' || state.step === 'done') return;
    const provider = display.provider ? CAPTCHA_PROVIDERS[display.provider] : undefined;
    if (!provider || !display.siteKey) {
      setState({ step: 'failed', message: t('captcha.failed') });
      return;
    }
    abort.current = new AbortController();
    setState({ step: 'working', percent: 0 });
    const token = await provider(
      {
        provider: display.provider!,
        site_key: display.siteKey,
        rqdata: display.rqdata,
        difficulty: display.difficulty,
        expires_at: null,
        script_url: null,
      },
      {
        signal: abort.current.signal,
        onProgress: (tried, expected) =>
          setState({ step: 'working', percent: Math.min(99, Math.floor((tried / expected) * 100)) }),
      },
    );
    if (!token) return;
    const answer = await sendAnswer(display, {
      challenge_response_token: token.token,
      challenge_response_ekey: token.ekey,
    });
    if (!answer.ok) {
      setState({ step: 'failed', message: answer.error.message });
      return;
    }
    setState({ step: 'done' });
    onDone();
  };

  const checked = state.step === 'working' || state.step === 'done';
  const { provider, siteKey, scriptUrl } = display;
  if (provider && WIDGET_PROVIDERS.includes(provider) && siteKey && typeof scriptUrl === 'string') {
    const widget = { ...display, provider: provider as WidgetProvider, siteKey, scriptUrl };
    return (
      <div style={S.panel} lang={lang} dir={dir} data-testid="captcha-challenge">
        <h1 id="verify-title" style={S.title}>
          {t('captcha.title')}
        </h1>
        <p style={S.explain}>{t('captcha.explain')}</p>
        <ProviderWidget display={widget} texts={texts} onDone={onDone} />
      </div>
    );
  }
  return (
    <div style={S.panel} lang={lang} dir={dir} data-testid="captcha-challenge">
      <h1 id="verify-title" style={S.title}>
        {t('captcha.title')}
      </h1>
      <p style={S.explain}>{t('captcha.explain')}</p>
      <label style={S.checkbox}>
        <input
          type="checkbox"
          style={S.checkboxInput}
          checked={checked}
          disabled={checked}
          onChange={() => void start()}
          data-testid="captcha-checkbox"
        />
        <span>{t('captcha.checkbox')}</span>
      </label>
      {state.step === 'working' ? (
        <div style={S.progress}>
          <progress
            style={S.progressBar}
            max={100}
            value={state.percent}
            aria-label={t('captcha.working', { percent: state.percent })}
          />
          <span aria-live="polite">{t('captcha.working', { percent: state.percent })}</span>
        </div>
      ) : null}
      <ChallengeOutcome state={state} t={t} />
    </div>
  );
}
