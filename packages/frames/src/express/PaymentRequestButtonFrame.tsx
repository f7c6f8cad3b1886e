import { validateExpressCheckoutOptions } from '@payframe/core/express';
import type { FrameHash } from '@payframe/js/protocol';
import { useEffect, useMemo, useState } from 'react';
import { ParentLink } from '../bridge/parent.js';
import { useFrameWindow } from '../bridge/use-frame-window.js';
import { useFrameCatalogue } from '../i18n/use-frame-catalogue.js';
import { ElementShell } from '../ui/ElementShell.js';
import { useDocumentStyle } from '../ui/use-document-style.js';
import { ExpressButton } from './ExpressButton.js';
import { EXPRESS_CSS } from './express-style.js';
import { PageEvents } from './page-events.js';

/** Stripe.js's button types and themes, as the Google Pay and Apple Pay buttons draw them. */
const TYPES: Record<string, string> = { default: 'plain', buy: 'buy', book: 'book', donate: 'donate' };
const THEMES: Record<string, string> = { dark: 'black', light: 'white', 'light-outline': 'white' };
const APPLE_THEMES: Record<string, string> = { ...THEMES, 'light-outline': 'white-outline' };

/** The wallet a button draws: the one canMakePayment() offered (Google Pay before it answers). */
export type RequestWallet = 'applePay' | 'googlePay';

/** The express buttons' options for `style.paymentRequestButton` ({ type, theme, height }). */
export function buttonOptions(style: Record<string, any> | undefined, wallet: RequestWallet = 'googlePay') {
  const look = style?.paymentRequestButton ?? {};
  const height = Number.parseInt(String(look.height ?? '40'), 10);
  const themes = wallet === 'applePay' ? APPLE_THEMES : THEMES;
  const checked = validateExpressCheckoutOptions({
    buttonType: { [wallet]: TYPES[look.type] ?? 'plain' },
    buttonTheme: { [wallet]: themes[look.theme] ?? 'black' },
    buttonHeight: Math.min(55, Math.max(40, Number.isFinite(height) ? height : 40)),
  });
  return checked.ok ? checked.value : null;
}

/**
 * The Payment Request Button's frame: the button of the wallet the request offered (Apple Pay
 * in Safari, else Google Pay, which the test sheet stands in for). A press tells the page,
 * which fires `click` and, unless prevented, shows the payment request.
 */
export function PaymentRequestButtonFrame({ hash }: { hash: FrameHash }) {
  const parent = useMemo(() => new ParentLink(hash), [hash]);
  const events = useMemo(() => new PageEvents(parent, 'paymentRequestButton'), [parent]);
  const [style, setStyle] = useState<Record<string, any> | null>(null);
  const [wallet, setWallet] = useState<RequestWallet>('googlePay');
  const { locale, catalogue } = useFrameCatalogue(hash.locale);

  useEffect(() => {
    const stop = parent.listen((message) => {
      if (message.type === 'element/init' || message.type === 'element/update')
        setStyle((current) => ({ ...current, ...(message.payload.options.style as object) }));
      if (message.type === 'element/init' && message.payload.options.wallet === 'applePay')
        setWallet('applePay');
      events.receive(message);
    });
    parent.send('element/loaded', {});
    return stop;
  }, [parent, events]);

  useFrameWindow(parent);
  // The express buttons' stylesheet (the frames' policy allows no inline <style>).
  useDocumentStyle(EXPRESS_CSS);
  const options = useMemo(() => (style ? buttonOptions(style, wallet) : null), [style, wallet]);
  const shown = options !== null && catalogue !== null;
  useEffect(() => {
    if (shown) parent.send('element/ready', {});
  }, [shown, parent]);

  return (
    <ElementShell catalogue={catalogue} lang={locale.lang} session={null}>
      {options && catalogue ? (
        <ExpressButton
          method={wallet}
          options={options}
          disabled={false}
          onClick={() => events.tell('click', {})}
        />
      ) : null}
    </ElementShell>
  );
}
