import type { VerifyChallengeDisplay } from '@payframe/js/protocol';
import { CaptchaChallenge } from './CaptchaChallenge.js';
import { CardImageChallenge } from './CardImageChallenge.js';

/** The modal's content for the risk engine's challenges (docs/radar.md#challenges); loaded only when one is shown. */
export default function VerifyPanel({
  display,
  onDone,
}: {
  display: VerifyChallengeDisplay;
  onDone: () => void;
}) {
  return display.kind === 'captcha' ? (
    <CaptchaChallenge display={display} onDone={onDone} />
  ) : (
    <CardImageChallenge display={display} onDone={onDone} />
  );
}
