import type { VerifyChallengeDisplay } from '@payframe/js/protocol';
import { useEffect, useRef, useState } from 'react';
import { loadWidgetApi, type WidgetProvider } from '../controller/captcha/widget-script.js';
import { sendAnswer } from './answer.js';
import { ChallengeOutcome } from './ChallengeOutcome.js';
import type { VerifyTexts } from './messages.js';
import { S } from './styles.js';

type State = { step: 'loading' } | { step: 'shown' } | { step: 'done' } | { step: 'failed'; message: string };

/**
 * The captcha challenge with hCaptcha or Turnstile (docs/radar.md#captcha): the provider's own
 * visible widget, in the shopper's language, drawn into the modal. Its token goes to the
 * payment's verify_challenge; a token the server refuses resets the widget for another try.
 */
export function ProviderWidget({
  display,
  texts,
  onDone,
}: {
  display: VerifyChallengeDisplay & { provider: WidgetProvider; siteKey: string; scriptUrl: string };
  texts: VerifyTexts;
  onDone: () => void;
}) {
  const { t, lang } = texts;
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ step: 'loading' });
  // The latest words and callback, without drawing the provider's widget again when they change.
  const latest = useRef({ t, onDone });
  latest.current = { t, onDone };

  useEffect(() => {
    let gone = false;
    let remove = () => {};
    void loadWidgetApi(display.provider, display.scriptUrl).then(
      (api) => {
        if (gone || !holder.current) return;
        const hcaptcha = display.provider === 'hcaptcha';
        let id: string | number;
        const answer = async (token: string) => {
          const sent = await sendAnswer(display, {
            challenge_response_token: token,
            challenge_response_ekey: display.siteKey,
          });
          if (gone) return;
          if (!sent.ok) {
            setState({ step: 'failed', message: sent.error.message });
            api.reset(id);
            return;
          }
          setState({ step: 'done' });
          latest.current.onDone();
        };
        const failed = () =>
          !gone && setState({ step: 'failed', message: latest.current.t('captcha.failed') });
        id = api.render(holder.current, {
          sitekey: display.siteKey,
          callback: (token: string) => void answer(token),
          'error-callback': failed,
          'expired-callback': () => api.reset(id),
          ...(hcaptcha ? { hl: lang } : { language: lang }),
        });
        remove = () => api.remove(id);
        setState({ step: 'shown' });
      },
      () => !gone && setState({ step: 'failed', message: latest.current.t('captcha.failed') }),
    );
    return () => {
      gone = true;
      try {
        remove();
      } catch {
        // The provider's widget was already gone with the modal.
      }
    };
  }, [display, lang]);

  return (
    <>
      <div ref={holder} style={S.widget} data-testid="captcha-widget" data-provider={display.provider} />
      <ChallengeOutcome state={state} t={t} />
    </>
  );
}
