import { DEFAULT_COUNTRY } from '@payframe/core/constants';
import type { FrameHash, SessionState } from '@payframe/js/protocol';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { GroupChannel } from '../bridge/channel.js';
import { ParentLink } from '../bridge/parent.js';
import { useFrameWindow } from '../bridge/use-frame-window.js';
import { elementLocale, useFrameCatalogue } from '../i18n/use-frame-catalogue.js';
import { ElementShell, useReadyOnce } from '../ui/ElementShell.js';
import { MessagingElement } from './MessagingElement.js';
import { readMessagingOptions } from './messaging-options.js';

/**
 * The Payment Method Messaging frame: reads its options from the merchant page (at init and
 * on update), needs no elements session (a group without a client secret has one), takes the
 * session's appearance when the group has one, and asks the controller to open the "Learn
 * more" modal, which the controller shows over the page as it shows a 3-D Secure challenge.
 */
export function MessagingFrame({ hash }: { hash: FrameHash }) {
  const parent = useMemo(() => new ParentLink(hash), [hash]);
  const channel = useMemo(() => new GroupChannel(hash.controllerId, hash.frameId), [hash]);
  const [rawOptions, setRawOptions] = useState<Record<string, unknown> | null>(null);
  const [session, setSession] = useState<SessionState | null>(null);
  const { locale, catalogue } = useFrameCatalogue(elementLocale(hash.locale, session));

  useEffect(() => {
    const stopParent = parent.listen((message) => {
      if (message.type === 'element/init') setRawOptions(message.payload.options);
      else if (message.type === 'element/update')
        setRawOptions((current) => ({ ...(current ?? {}), ...message.payload.options }));
    });
    const stopChannel = channel.listen((message) => {
      const forMe = message.frameId === 'controller' || message.frameId === hash.frameId;
      if (forMe && message.type === 'session/state') setSession(message.payload);
    });
    parent.send('element/loaded', {});
    const stopHello = channel.hello('paymentMethodMessaging');
    return () => {
      stopParent();
      stopChannel();
      stopHello();
    };
  }, [parent, channel, hash.frameId]);

  useFrameWindow(parent);

  const options = useMemo(
    () => (rawOptions ? readMessagingOptions(rawOptions, session?.merchantCountry ?? DEFAULT_COUNTRY) : null),
    [rawOptions, session?.merchantCountry],
  );
  useEffect(() => {
    if (options && !options.ok) console.warn(options.message);
  }, [options]);

  const config = options?.ok ? options.config : null;
  const learnMore = useCallback(
    (method: string) => {
      if (!config) return;
      channel.send('messaging/learn-more', {
        method,
        amount: config.amount,
        currency: config.currency,
        locale: hash.locale,
      });
    },
    [channel, config, hash.locale],
  );

  useReadyOnce(options !== null && catalogue !== null, parent);

  return (
    <ElementShell catalogue={catalogue} lang={locale.lang} session={session}>
      {config && catalogue ? <MessagingElement config={config} onLearnMore={learnMore} /> : null}
    </ElementShell>
  );
}
