import type { FrameHash, PresentmentQuote, SessionState } from '@payframe/js/protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GroupChannel } from '../bridge/channel.js';
import { ParentLink } from '../bridge/parent.js';
import { useFrameWindow } from '../bridge/use-frame-window.js';
import { formatMessage } from '../i18n/catalogue.js';
import { browserLanguages } from '../i18n/default-country.js';
import { EN } from '../i18n/messages/en.js';
import { useFrameCatalogue } from '../i18n/use-frame-catalogue.js';
import { ElementShell, useReadyOnce } from '../ui/ElementShell.js';
import { CurrencySelectorElement } from './CurrencySelectorElement.js';
import { collectChoice, currencyChoices, isExpired } from './choices.js';
import { shopperCurrency } from './shopper-currency.js';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The currency selector's frame: from the elements session it knows the payment's amount and
 * currency; from the browser's region (or the billing country) the shopper's currency, which it
 * asks its controller to quote. The shopper's choice goes into the confirmation (collect/response),
 * and to the merchant page as a change event (the currency and amount, nothing else).
 */
export function CurrencySelectorFrame({ hash }: { hash: FrameHash }) {
  const parent = useMemo(() => new ParentLink(hash), [hash]);
  const channel = useMemo(() => new GroupChannel(hash.controllerId, hash.frameId), [hash]);
  const [options, setOptions] = useState<Record<string, unknown> | null>(null);
  const [session, setSession] = useState<SessionState | null>(null);
  const [quote, setQuote] = useState<PresentmentQuote | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [now, setNow] = useState(nowSeconds);
  const { locale, catalogue } = useFrameCatalogue(hash.locale);

  // The billing country the shopper picks in the Payment Element, else the one the merchant gave.
  const [liveCountry, setLiveCountry] = useState<string | null>(null);
  const merchantCurrency = session?.currency ?? null;
  const billingCountry =
    liveCountry ?? (typeof options?.billingCountry === 'string' ? options.billingCountry : undefined);
  const local = useMemo(
    () =>
      merchantCurrency
        ? shopperCurrency({ billingCountry, languages: browserLanguages() }, merchantCurrency)
        : null,
    [merchantCurrency, billingCountry],
  );
  const expired = isExpired(quote, now);

  // What collect/request reads: the latest choice, whenever the controller asks.
  const latest = useRef({ chosen, merchantCurrency, quote, catalogue });
  latest.current = { chosen, merchantCurrency, quote, catalogue };

  useEffect(() => {
    const stopParent = parent.listen((message) => {
      if (message.type === 'element/init') setOptions(message.payload.options);
      else if (message.type === 'element/update')
        setOptions((current) => ({ ...(current ?? {}), ...message.payload.options }));
    });
    const stopChannel = channel.listen((message) => {
      const forMe = message.frameId === 'controller' || message.frameId === hash.frameId;
      if (message.type === 'session/state' && forMe) setSession(message.payload);
      else if (message.type === 'billing/country') setLiveCountry(message.payload.country);
      else if (message.type === 'session/error' && forMe) parent.send('element/loaderror', message.payload);
      else if (message.type === 'currency/quote' && message.frameId === hash.frameId) {
        setQuote(message.payload.quote);
        setNow(nowSeconds());
        setUnavailable(message.payload.quote === null);
        // The integrator learns why (no client secret, a currency without a rate); the shopper sees the merchant's price.
        if (message.payload.error)
          console.warn(`Payframe currencySelector: ${message.payload.error.message}`);
      } else if (message.type === 'collect/request' && message.requestId) {
        const current = latest.current;
        const result = collectChoice(
          current.chosen ?? current.merchantCurrency ?? '',
          current.merchantCurrency,
          current.quote,
          nowSeconds(),
          formatMessage(current.catalogue ?? EN, 'currency.expired'),
        );
        channel.send('collect/response', result, { requestId: message.requestId });
      }
    });
    parent.send('element/loaded', {});
    const stopHello = channel.hello('currencySelector');
    return () => {
      stopParent();
      stopChannel();
      stopHello();
    };
  }, [parent, channel, hash.frameId]);

  useFrameWindow(parent);

  // The shopper's currency is quoted once known, and again when its lock runs out.
  const requestQuote = useCallback(() => {
    if (local) channel.send('currency/quote-request', { currencies: [local] });
  }, [channel, local]);
  useEffect(requestQuote, [requestQuote]);
  useEffect(() => {
    if (!quote) return;
    const timer = setTimeout(
      () => {
        setNow(nowSeconds());
        requestQuote();
      },
      Math.max(0, quote.expiresAt * 1000 - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [quote, requestQuote]);

  const amount = session?.amount ?? null;
  const choices = useMemo(
    () =>
      amount !== null && merchantCurrency
        ? currencyChoices({ amount, currency: merchantCurrency }, local, quote)
        : [],
    [amount, merchantCurrency, local, quote],
  );

  // A shopper paying in their local currency follows it when the billing country changes it.
  useEffect(() => {
    setChosen((current) => (current && current !== merchantCurrency && local ? local : current));
  }, [local, merchantCurrency]);
  const current = chosen ? choices.find((c) => c.currency === chosen) : undefined;
  const changeKey = current ? `${current.currency}:${current.amount}` : '';
  // The merchant page hears each new choice, and a chosen amount that changed (a new rate or currency).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the choice or its amount changes
  useEffect(() => {
    if (!current) return;
    parent.send('element/change', {
      elementType: 'currencySelector',
      complete: true,
      empty: false,
      value: { currency: current.currency, amount: current.amount },
    });
    // The group's other elements follow: the Payment Element's methods, the express sheets' totals.
    const rate = current.currency === merchantCurrency ? undefined : quote?.rates[current.currency];
    channel.send('currency/chosen', {
      currency: current.currency,
      amount: current.amount,
      exchangeRate: rate ?? null,
    });
  }, [changeKey]);

  const live = options !== null && session !== null && catalogue !== null;
  useReadyOnce(live, parent);

  return (
    <ElementShell catalogue={catalogue} lang={locale.lang} session={session}>
      {live && merchantCurrency && choices.length > 0 ? (
        <CurrencySelectorElement
          choices={choices}
          chosen={chosen ?? merchantCurrency}
          quote={quote}
          expired={expired}
          unavailable={unavailable && local !== null}
          onChoose={setChosen}
        />
      ) : null}
    </ElementShell>
  );
}
