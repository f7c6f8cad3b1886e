import type { VerifyChallengeDisplay } from '@payframe/js/protocol';
import { use } from 'react';
import { CaptchaChallenge } from './CaptchaChallenge.js';
import { CardImageChallenge } from './CardImageChallenge.js';
import { loadVerifyTexts, type VerifyTexts } from './messages.js';

/**
 * One load per locale for the frame's life: `use` needs the same promise on every render, and
 * the panel waits behind the modal's spinner until its catalogue chunk has arrived.
 */
const loaded = new Map<string, Promise<VerifyTexts>>();
function textsFor(locale: string): Promise<VerifyTexts> {
  const preferred = navigator.languages ?? [];
  const key = `${locale}|${preferred.join()}`;
  let texts = loaded.get(key);
  if (!texts) {
    texts = loadVerifyTexts(locale, preferred);
    loaded.set(key, texts);
  }
  return texts;
}

/** The modal's content for the risk engine's challenges (docs/radar.md#challenges); loaded only when one is shown. */
export default function VerifyPanel({
  display,
  onDone,
}: {
  display: VerifyChallengeDisplay;
  onDone: () => void;
}) {
  const texts = use(textsFor(display.locale));
  return display.kind === 'captcha' ? (
    <CaptchaChallenge display={display} texts={texts} onDone={onDone} />
  ) : (
    <CardImageChallenge display={display} texts={texts} onDone={onDone} />
  );
}
