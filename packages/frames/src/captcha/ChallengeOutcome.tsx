import type { VerifyTexts } from './messages.js';
import { S } from './styles.js';

/**
 * How the captcha challenge ended, under it: a tick once the server took the answer, or why it
 * did not (read aloud as an alert). Nothing while the challenge is still open.
 */
export function ChallengeOutcome({
  state,
  t,
}: {
  state: { step: string; message?: string };
  t: VerifyTexts['t'];
}) {
  if (state.step === 'done') {
    return (
      <p style={S.done} role="status">
        ✓ {t('captcha.done')}
      </p>
    );
  }
  if (state.step === 'failed') {
    return (
      <p style={S.error} role="alert">
        {state.message}
      </p>
    );
  }
  return null;
}
