import type { ExpressSheetDisplay, ExpressSheetUpdate } from '@payframe/js/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GroupChannel } from '../bridge/channel.js';
import { formatQrAmount } from '../challenge/qr-amount.js';
import { formatMessage } from '../i18n/catalogue.js';
import type { Catalogue, MessageId } from '../i18n/messages/en.js';
import { useFrameCatalogue } from '../i18n/use-frame-catalogue.js';
import { KlarnaMark } from './brand-marks.js';
import { ApplePayMark, GooglePayMark } from './card-wallet-marks.js';
import { presentedMoney } from './presented.js';
import { completionMessage, SHEET_COMPLETION_TIMEOUT_MS } from './sheet-completion.js';
import { SHEET_STYLE as S } from './sheet-style.js';
import { redactedAddress, shippableContacts, TEST_WALLET_CARDS, walletToken } from './test-wallet.js';

/**
 * The wallet's test sheet (its own chunk, drawn in the modal frame over the merchant page):
 * what Apple Pay's or Google Pay's sheet shows and asks, with the test wallet's contacts and
 * cards. Address and rate changes go to the element, which asks the merchant's handlers and
 * answers with the new totals (or a refusal); Pay hands over the tokenized test card. A sheet
 * that awaits completion (a payment request's; an Express Checkout Element's Apple Pay or
 * Google Pay) then stays open, processing, until the payment settles (complete(status), or the
 * confirm handler's confirmPayment): success closes it, anything else says what went wrong
 * and lets the shopper pay again.
 */
export default function ExpressSheet(props: {
  display: ExpressSheetDisplay;
  channel: GroupChannel;
  onClose(outcome: 'paid' | 'canceled'): void;
  /** The sheet starts or stops processing a payment (the modal may not be dismissed meanwhile). */
  onProcessing?(processing: boolean): void;
}) {
  const { display, channel } = props;
  const { locale, catalogue } = useFrameCatalogue(display.locale);
  const contacts = useMemo(() => shippableContacts(display.allowedShippingCountries), [display]);
  const [contactId, setContactId] = useState(contacts[0]?.id ?? '');
  const [cardToken, setCardToken] = useState<string>(TEST_WALLET_CARDS[0].token);
  const [totals, setTotals] = useState({
    amount: display.amount,
    lineItems: display.lineItems,
    shippingRates: display.shippingRates,
  });
  const [rateId, setRateId] = useState<string | null>(display.shippingRates[0]?.id ?? null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<'address' | 'rate' | null>(null);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const waiting = useRef<((update: ExpressSheetUpdate) => void) | null>(null);
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;
  const onProcessing = useRef(props.onProcessing);
  onProcessing.current = props.onProcessing;
  useEffect(() => onProcessing.current?.(processing), [processing]);

  useEffect(
    () =>
      channel.listen((message) => {
        // The controller settles an Express Checkout Element's sheet when its confirm has paid.
        const from = message.frameId === display.elementFrameId || message.frameId === 'controller';
        if (!from) return;
        if (message.type === 'express/update' && message.frameId === display.elementFrameId)
          waiting.current?.(message.payload);
        if (message.type === 'express/complete') {
          if (message.payload.status === 'success') return onClose.current('paid');
          setProcessing(false);
          setFailure(message.payload.status);
        }
      }),
    [channel, display.elementFrameId],
  );

  const contact = contacts.find((c) => c.id === contactId) ?? null;
  const shipping = display.shippingAddressRequired;

  /** Tells the element a change and waits for the merchant's totals. */
  const change = (action: { kind: 'address'; contactId: string } | { kind: 'rate'; rateId: string }) => {
    setPending(true);
    // The choice shows at once, as in the wallets' sheets; a refused rate goes back.
    const before = rateId;
    const chosen = action.kind === 'rate' ? action.rateId : rateId;
    if (action.kind === 'rate') setRateId(action.rateId);
    waiting.current = (update) => {
      waiting.current = null;
      setPending(false);
      setError(update.ok ? null : action.kind);
      setTotals({ amount: update.amount, lineItems: update.lineItems, shippingRates: update.shippingRates });
      const kept = update.ok ? chosen : before;
      setRateId(
        update.shippingRates.some((r) => r.id === kept) ? kept : (update.shippingRates[0]?.id ?? null),
      );
    };
    if (action.kind === 'address') {
      const chosen = contacts.find((c) => c.id === action.contactId);
      if (!chosen) return;
      channel.send(
        'express/sheet',
        { kind: 'address', name: chosen.name, address: redactedAddress(chosen) },
        { to: display.elementFrameId },
      );
    } else
      channel.send('express/sheet', { kind: 'rate', rateId: action.rateId }, { to: display.elementFrameId });
  };

  // An Express Checkout Element's confirm handler that never pays: the sheet gives up as a
  // wallet's does (a payment request's script closes its own sheet after the same time).
  useEffect(() => {
    if (!processing || display.elementFrameId === 'controller') return;
    const timer = setTimeout(() => {
      channel.send('express/sheet', { kind: 'cancel' }, { to: display.elementFrameId });
      onClose.current('canceled');
    }, SHEET_COMPLETION_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [processing, channel, display.elementFrameId]);

  // The wallet tells the merchant its default address as it opens, as the real sheets do.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !shipping || !contact) return;
    opened.current = true;
    change({ kind: 'address', contactId: contact.id });
  });

  if (!catalogue) return null;
  const t = (id: MessageId, params?: Record<string, string>) =>
    formatMessage(catalogue as Catalogue, id, params);
  const money = (amount: number) => {
    const shown = presentedMoney(amount, display.currency, display.presentment);
    return formatQrAmount(shown.amount, shown.currency, locale.lang);
  };

  const pay = () => {
    if (!contact && (shipping || display.emailRequired || display.phoneNumberRequired)) return;
    const billingDetails: Record<string, unknown> = {
      name: contact?.name ?? null,
      email: display.emailRequired ? (contact?.email ?? null) : null,
      phone: display.phoneNumberRequired ? (contact?.phone ?? null) : null,
      address: contact ? contact.address : null,
    };
    channel.send(
      'express/sheet',
      {
        kind: 'pay',
        token: card ? walletToken(cardToken, display.wallet) : '',
        billingDetails,
        shippingAddress: shipping && contact ? { name: contact.name, address: contact.address } : null,
        shippingRateId: rateId,
      },
      { to: display.elementFrameId },
    );
    if (!display.awaitCompletion) return props.onClose('paid');
    setFailure(null);
    setProcessing(true);
  };
  const cancel = () => {
    channel.send('express/sheet', { kind: 'cancel' }, { to: display.elementFrameId });
    props.onClose('canceled');
  };

  const Mark =
    display.wallet === 'applePay' ? ApplePayMark : display.wallet === 'klarna' ? KlarnaMark : GooglePayMark;
  // Klarna's sheet asks who pays and where; its own page then authorizes (no card here).
  const card = display.wallet !== 'klarna';
  const rate = totals.shippingRates.find((r) => r.id === rateId) ?? null;
  const failed = failure ? completionMessage(failure) : null;
  const failureAlert = (
    <p role="alert" style={S.error} data-testid="express-sheet-failure">
      {failed ? t(failed.id) : ''}
    </p>
  );
  return (
    <div style={S.sheet} data-testid="express-sheet">
      <div style={S.head}>
        <Mark dark={false} />
        <span style={S.test}>{t('sheet.testMode')}</span>
      </div>
      <h1 id="express-sheet-title" style={S.title}>
        {t('sheet.payTo', { business: display.businessName || '—' })}
      </h1>
      {display.emailRequired || display.phoneNumberRequired ? (
        <div style={S.row}>
          <span style={S.label}>{t('sheet.contact')}</span>
          <span style={S.value}>
            {[
              display.emailRequired ? contact?.email : null,
              display.phoneNumberRequired ? contact?.phone : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </div>
      ) : null}
      {shipping || !card || failed?.contact ? (
        <label style={S.row}>
          <span style={S.label}>{t(shipping ? 'sheet.shipTo' : 'sheet.billTo')}</span>
          <select
            style={S.select}
            value={contactId}
            disabled={pending || processing}
            onChange={(event) => {
              setContactId(event.target.value);
              setFailure(null);
              if (shipping) change({ kind: 'address', contactId: event.target.value });
            }}
          >
            {contacts.map((c) => (
              <option key={c.id} value={c.id}>
                {`${c.name}, ${c.address.line1}, ${c.address.city} ${c.address.postal_code}, ${c.address.country}`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {failed?.contact ? failureAlert : null}
      {error === 'address' ? (
        <p role="alert" style={S.error}>
          {t('sheet.addressRefused')}
        </p>
      ) : null}
      {shipping && totals.shippingRates.length > 0 ? (
        <div role="radiogroup" aria-labelledby="express-sheet-rates" style={S.rates}>
          <span id="express-sheet-rates" style={S.label}>
            {t('sheet.shippingMethod')}
          </span>
          {totals.shippingRates.map((r) => (
            <label key={r.id} style={S.rate}>
              <input
                type="radio"
                name="rate"
                value={r.id}
                checked={r.id === rateId}
                disabled={pending}
                onChange={() => change({ kind: 'rate', rateId: r.id })}
              />
              <span style={S.value}>{r.displayName}</span>
              <span>{money(r.amount)}</span>
            </label>
          ))}
        </div>
      ) : null}
      {error === 'rate' ? (
        <p role="alert" style={S.error}>
          {t('sheet.rateRefused')}
        </p>
      ) : null}
      {card ? (
        <label style={S.row}>
          <span style={S.label}>{t('sheet.card')}</span>
          <select
            style={S.select}
            value={cardToken}
            disabled={processing}
            onChange={(event) => {
              setCardToken(event.target.value);
              setFailure(null);
            }}
          >
            {TEST_WALLET_CARDS.map((card) => (
              <option key={card.token} value={card.token}>
                {card.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <ul style={S.lines}>
        {totals.lineItems.map((item) => (
          <li key={item.name} style={S.line}>
            <span>{item.name}</span>
            <span>{money(item.amount)}</span>
          </li>
        ))}
        {rate && totals.lineItems.length > 0 ? (
          <li style={S.line}>
            <span>{rate.displayName}</span>
            <span>{money(rate.amount)}</span>
          </li>
        ) : null}
        <li style={{ ...S.line, ...S.total }}>
          <span>{t('sheet.total')}</span>
          <span data-testid="express-sheet-total">
            {pending ? t('sheet.updating') : money(totals.amount)}
          </span>
        </li>
      </ul>
      {failed && !failed.contact ? failureAlert : null}
      <div style={S.actions} aria-busy={processing}>
        <button type="button" style={S.cancel} disabled={processing} onClick={cancel}>
          {t('sheet.cancel')}
        </button>
        <button
          type="button"
          style={processing ? { ...S.pay, ...S.processing } : S.pay}
          disabled={pending || processing || error !== null}
          onClick={pay}
        >
          {t(processing ? 'sheet.processing' : 'sheet.pay')}
        </button>
      </div>
    </div>
  );
}
