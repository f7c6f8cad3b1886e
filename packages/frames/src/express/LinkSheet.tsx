import type { ExpressSheetDisplay, LinkAction, LinkState } from '@payframe/js/protocol';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { GroupChannel } from '../bridge/channel.js';
import { formatQrAmount } from '../challenge/qr-amount.js';
import { formatMessage } from '../i18n/catalogue.js';
import type { Catalogue, MessageId } from '../i18n/messages/en.js';
import { useFrameCatalogue } from '../i18n/use-frame-catalogue.js';
import { CODE_LENGTH, digitsOf } from '../link-authentication/code-entry.js';
import { ValueInput } from '../ui/ValueInput.js';
import { LinkMark } from './brand-marks.js';
import { SHEET_STYLE as S } from './sheet-style.js';

const brandName = (brand: string) => `${brand[0]?.toUpperCase() ?? ''}${brand.slice(1)}`;
const INPUT = { ...S.select, width: '100%', boxSizing: 'border-box' as const };

/**
 * The Express Checkout Element's Link sheet, in the modal frame (docs/link.md#views): the
 * shopper's e-mail, looked up; the one-time code of a recognised shopper; once signed in, the
 * cards saved in Link (the default first chosen) and Pay. It drives the group's Link session
 * through the controller (`link/action`, answered by `link/state`), as the Link Authentication
 * Element does; Pay hands the chosen saved card to the element, which shares it when the
 * merchant confirms. The sheet stays open, processing, until that payment settles.
 */
export default function LinkSheet(props: {
  display: ExpressSheetDisplay;
  channel: GroupChannel;
  onClose(outcome: 'paid' | 'canceled'): void;
  onProcessing?(processing: boolean): void;
}) {
  const { display, channel } = props;
  const { locale, catalogue } = useFrameCatalogue(display.locale);
  const [link, setLink] = useState<LinkState | null>(null);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [failed, setFailed] = useState(false);
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;
  const onProcessing = useRef(props.onProcessing);
  onProcessing.current = props.onProcessing;
  useEffect(() => onProcessing.current?.(processing), [processing]);

  useEffect(
    () =>
      channel.listen((message) => {
        if (message.type === 'link/state' && message.frameId === 'controller') setLink(message.payload);
        if (message.type === 'express/complete' && message.frameId === 'controller') {
          if (message.payload.status === 'success') return onClose.current('paid');
          setProcessing(false);
          setFailed(true);
        }
      }),
    [channel],
  );
  const act = (action: LinkAction) => channel.send('link/action', action);

  // A recognised shopper is sent a code by e-mail at once, as Link's own sheet does.
  const authState = link?.authState ?? 'none';
  const verification = link?.verification ?? null;
  useEffect(() => {
    if (authState === 'unverified' && verification === null)
      act({ action: 'startVerification', type: 'EMAIL' });
  });
  const cards = (link?.paymentDetails ?? []).filter((d) => d.card && d.state !== 'FAILED');
  const signedIn = authState === 'logged-in' || authState === 'verified';
  useEffect(() => {
    if (signedIn && chosen === null && cards.length > 0)
      setChosen((cards.find((c) => c.isDefault) ?? cards[0])!.id);
  }, [signedIn, chosen, cards]);

  if (!catalogue) return null;
  const t = (id: MessageId, params?: Record<string, string>) =>
    formatMessage(catalogue as Catalogue, id, params);
  const lookupPending = link?.requests.createSession.status === 'PENDING';
  const confirm = link?.requests.confirmVerification;
  const error =
    confirm?.error ?? link?.requests.startVerification.error ?? link?.requests.createSession.error;

  const cancel = () => {
    channel.send('express/sheet', { kind: 'cancel' }, { to: display.elementFrameId });
    props.onClose('canceled');
  };
  const pay = () => {
    if (!chosen) return;
    channel.send(
      'express/sheet',
      {
        kind: 'pay',
        token: '',
        billingDetails: { email: link?.consumer?.email ?? link?.email ?? null },
        shippingAddress: null,
        shippingRateId: null,
        linkPaymentDetails: chosen,
      },
      { to: display.elementFrameId },
    );
    setFailed(false);
    setProcessing(true);
  };

  let body: ReactNode;
  if (signedIn) {
    body = (
      <div role="radiogroup" aria-labelledby="express-sheet-title" style={S.rates}>
        {cards.map((d) => (
          <label key={d.id} style={S.rate}>
            <input
              type="radio"
              name="link-card"
              checked={d.id === chosen}
              disabled={processing}
              onChange={() => setChosen(d.id)}
            />
            <span style={S.value}>
              {t('link.cardEnding', { brand: brandName(d.card!.brand), last4: d.card!.last4 })}
            </span>
          </label>
        ))}
      </div>
    );
  } else if (authState === 'unverified' || authState === 'verifying') {
    body = (
      <div style={S.rates}>
        <p style={S.label}>
          {t('link.codeSent', { destination: verification?.sentTo ?? link?.email ?? '' })}
        </p>
        <ValueInput
          aria-label={t('link.codeLabel')}
          style={INPUT}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          value={code}
          disabled={confirm?.status === 'PENDING'}
          onChange={(event) => {
            const digits = digitsOf(event.target.value);
            setCode(digits);
            if (digits.length === CODE_LENGTH) act({ action: 'confirmVerification', code: digits });
          }}
        />
      </div>
    );
  } else {
    body = (
      <form
        style={S.rates}
        onSubmit={(event) => {
          event.preventDefault();
          if (email.trim()) act({ action: 'lookup', email: email.trim(), source: 'user_action' });
        }}
      >
        <label style={S.label} htmlFor="link-sheet-email">
          {t('link.email')}
        </label>
        <input
          id="link-sheet-email"
          type="email"
          autoComplete="email"
          style={INPUT}
          placeholder={t('link.emailPlaceholder')}
          value={email}
          disabled={lookupPending}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" style={{ ...S.pay, marginTop: '10px', width: '100%' }} disabled={lookupPending}>
          {t(lookupPending ? 'link.checking' : 'link.continue')}
        </button>
      </form>
    );
  }
  return (
    <div style={S.sheet} data-testid="link-sheet">
      <div style={S.head}>
        <LinkMark />
        <span style={S.test}>{t('sheet.testMode')}</span>
      </div>
      <h1 id="express-sheet-title" style={S.title}>
        {t('sheet.payTo', { business: display.businessName || '—' })}
      </h1>
      {body}
      {error ? (
        <p role="alert" style={S.error}>
          {error.message}
        </p>
      ) : null}
      {authState === 'unregistered' ? (
        <p role="alert" style={S.error}>
          {t('link.unavailable')}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" style={S.error}>
          {t('sheet.failed')}
        </p>
      ) : null}
      <ul style={S.lines}>
        <li style={{ ...S.line, ...S.total }}>
          <span>{t('sheet.total')}</span>
          <span>{formatQrAmount(display.amount, display.currency, locale.lang)}</span>
        </li>
      </ul>
      <div style={S.actions} aria-busy={processing}>
        <button type="button" style={S.cancel} disabled={processing} onClick={cancel}>
          {t('sheet.cancel')}
        </button>
        {signedIn ? (
          <button
            type="button"
            style={processing ? { ...S.pay, ...S.processing } : S.pay}
            disabled={processing || !chosen}
            onClick={pay}
          >
            {t(processing ? 'sheet.processing' : 'sheet.pay')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
