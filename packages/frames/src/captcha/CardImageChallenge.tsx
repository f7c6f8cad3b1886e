import type { VerifyChallengeDisplay } from '@payframe/js/protocol';
import { type FormEvent, useState } from 'react';
import { sendAnswer } from './answer.js';
import type { VerifyTexts } from './messages.js';
import { S } from './styles.js';

/** Reads a picked file as a data URL (what the verify URL takes as `image`). */
function readPicture(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Card-image verification (test mode): the shopper types the last 4 digits of the card (or,
 * in test mode, sends a picture of it) and the payment goes on; Cancel fails the payment.
 */
export function CardImageChallenge({
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
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (fields: Record<string, string>, path?: string) => {
    setBusy(true);
    const answer = await sendAnswer(display, fields, path);
    setBusy(false);
    if (answer.ok) onDone();
    else setError(answer.error.code === 'incorrect_number' ? t('cardImage.wrong') : answer.error.message);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}$/.test(digits)) setError(t('cardImage.incomplete'));
    else void send({ last4: digits });
  };

  return (
    <form
      style={S.panel}
      lang={lang}
      dir={dir}
      onSubmit={submit}
      data-testid="card-image-challenge"
      noValidate
    >
      <h1 id="verify-title" style={S.title}>
        {t('cardImage.title')}
      </h1>
      <p style={S.explain}>{t('cardImage.explain')}</p>
      <label style={S.label} htmlFor="card-image-last4">
        {t('cardImage.label')}
      </label>
      <input
        id="card-image-last4"
        style={S.input}
        inputMode="numeric"
        // Digits read left to right in every language, as the card fields do.
        dir="ltr"
        autoComplete="off"
        maxLength={4}
        value={digits}
        aria-invalid={error !== null}
        aria-describedby={error ? 'card-image-error' : undefined}
        onChange={(event) => {
          setDigits(event.target.value.replace(/\D/g, ''));
          setError(null);
        }}
      />
      {error ? (
        <p id="card-image-error" style={S.error} role="alert">
          {error}
        </p>
      ) : null}
      {display.livemode ? null : (
        <label style={S.upload}>
          {t('cardImage.upload')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/heic"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void readPicture(file).then((image) => send({ image }));
            }}
          />
        </label>
      )}
      <div style={S.buttons}>
        <button type="submit" style={S.primary} disabled={busy}>
          {t('cardImage.verify')}
        </button>
        <button
          type="button"
          style={S.secondary}
          disabled={busy || !display.cancelPath}
          onClick={() => void send({}, display.cancelPath!)}
        >
          {t('cardImage.cancel')}
        </button>
      </div>
    </form>
  );
}
