import {
  type ExpressCheckoutOptions,
  type ExpressPaymentMethod,
  validateExpressCheckoutOptions,
} from '@payframe/core/express';
import type { FrameHash, SessionState } from '@payframe/js/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { GroupChannel } from '../bridge/channel.js';
import { ParentLink } from '../bridge/parent.js';
import { useFrameWindow } from '../bridge/use-frame-window.js';
import { elementLocale, useFrameCatalogue } from '../i18n/use-frame-catalogue.js';
import { ElementShell } from '../ui/ElementShell.js';
import {
  availablePaymentMethods,
  type BrowserWallets,
  buttonStates,
  orderedVisible,
} from './availability.js';
import { ExpressButtons } from './ExpressButtons.js';
import { ExpressFlow } from './express-flow.js';
import { PageEvents } from './page-events.js';
import type { WalletProvider } from './wallet-provider.js';
import { browserWallets } from './wallet-support.js';

/**
 * The Express Checkout Element's frame: the wallet buttons the session and the browser allow,
 * in the merchant's order, types, themes and layout. A press runs the wallet's flow
 * (express-flow.ts): the merchant's click handler, then the test sheet the controller opens
 * in its modal (Apple Pay, Google Pay; Klarna's asks only who pays), or straight to confirm
 * (PayPal, Link, Amazon Pay, which their own pages authorize). Without a session (its load
 * failed: the merchant page gets loaderror) no button shows.
 */
export function ExpressFrame({ hash }: { hash: FrameHash }) {
  const parent = useMemo(() => new ParentLink(hash), [hash]);
  const channel = useMemo(() => new GroupChannel(hash.controllerId, hash.frameId), [hash]);
  const events = useMemo(() => new PageEvents(parent, 'expressCheckout'), [parent]);
  const [rawOptions, setRawOptions] = useState<Record<string, unknown> | null>(null);
  const [session, setSession] = useState<SessionState | null>(null);
  const [sessionFailed, setSessionFailed] = useState(false);
  const { locale, catalogue } = useFrameCatalogue(elementLocale(hash.locale, session));
  const flow = useRef<ExpressFlow | null>(null);
  const [busy, setBusy] = useState(false);

  const checked = useMemo(
    () => (rawOptions ? validateExpressCheckoutOptions(rawOptions) : null),
    [rawOptions],
  );
  const options: ExpressCheckoutOptions | null = checked?.ok ? checked.value : null;

  useEffect(() => {
    if (checked && !checked.ok) {
      console.error(checked.error.message);
      parent.send('element/loaderror', {
        error: { type: 'invalid_request_error', message: checked.error.message, param: checked.error.param },
      });
    }
  }, [checked, parent]);

  useEffect(() => {
    const stopParent = parent.listen((message) => {
      if (message.type === 'element/init') setRawOptions(message.payload.options);
      else if (message.type === 'element/update')
        setRawOptions((current) => ({ ...(current ?? {}), ...message.payload.options }));
      events.receive(message);
    });
    const stopChannel = channel.listen((message) => {
      const forMe = message.frameId === 'controller' || message.frameId === hash.frameId;
      if (forMe && message.type === 'session/state') {
        setSession(message.payload);
        setSessionFailed(false);
      }
      if (forMe && message.type === 'session/error') setSessionFailed(true);
      flow.current?.receive(message);
    });
    parent.send('element/loaded', {});
    const stopHello = channel.hello('expressCheckout');
    return () => {
      stopParent();
      stopChannel();
      stopHello();
    };
  }, [parent, channel, events, hash.frameId]);

  useFrameWindow(parent);

  // Test mode asks nothing of the browser's wallets beyond ApplePaySession; live mode asks the
  // provider (the browser's Payment Request API unless another is plugged in) once a session says live.
  const testBrowser = useMemo(() => browserWallets(), []);
  const provider = useRef<WalletProvider | null>(null);
  const asked = useRef(false);
  const [liveBrowser, setLiveBrowser] = useState<BrowserWallets | null>(null);
  const live = session?.livemode === true;
  useEffect(() => {
    if (!live || !session || asked.current) return;
    asked.current = true;
    const current = session;
    // The live wallets' code loads only in live mode.
    void import('./live-wallet.js').then(async ({ liveBrowserWallets, liveWalletProvider }) => {
      provider.current ??= liveWalletProvider(current);
      setLiveBrowser(await liveBrowserWallets(provider.current, current));
    });
  }, [live, session]);
  const browser = live ? liveBrowser : testBrowser;
  const facts =
    session && browser
      ? {
          paymentMethodTypes: session.paymentMethodTypes,
          mode: session.mode,
          manualCreation: session.paymentMethodCreation === 'manual',
          walletDomain: session.walletDomain,
          livemode: live,
        }
      : null;
  const states = options ? buttonStates(options, facts, browser ?? testBrowser) : null;
  const visible = states && options ? orderedVisible(states, options.paymentMethodOrder) : [];

  // One flow for the frame's life: an approved payment must survive a session update (the
  // merchant's elements.update({ amount }) in its handlers); it reads the latest options and session.
  const latest = useRef({ options, session });
  latest.current = { options, session };
  if (!flow.current) {
    flow.current = new ExpressFlow({
      channel,
      events,
      frameId: hash.frameId,
      locale: hash.locale,
      options: () => latest.current.options,
      session: () => latest.current.session,
      onBusy: setBusy,
      liveProvider: () => provider.current,
    });
  }

  // `ready` once the buttons are known, with which of them show.
  const readySent = useRef(false);
  useEffect(() => {
    if (!states || !facts || !catalogue || readySent.current) return;
    readySent.current = true;
    parent.send('element/ready', { availablePaymentMethods: availablePaymentMethods(states) });
  }, [states, facts, catalogue, parent]);

  const press = (method: ExpressPaymentMethod) => void flow.current?.start(method);

  return (
    <ElementShell catalogue={catalogue} lang={locale.lang} session={session}>
      {options && catalogue && !sessionFailed ? (
        <ExpressButtons
          methods={visible}
          loading={!facts}
          options={options}
          disabled={busy}
          onPress={press}
        />
      ) : null}
    </ElementShell>
  );
}
