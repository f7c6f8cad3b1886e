import { type PaymentElementOptions, validatePaymentElementOptions } from '@payframe/core/form';
import type { ChangePayload, FrameHash, LinkAction, LinkState, SessionState } from '@payframe/js/protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { billingBesideAddressElements } from '../billing/address-element-billing.js';
import { readBillingDefaults } from '../billing/billing-defaults.js';
import { GroupChannel } from '../bridge/channel.js';
import { ParentLink } from '../bridge/parent.js';
import { useFrameWindow } from '../bridge/use-frame-window.js';
import { useWhenLoaded } from '../deferred/use-when-loaded.js';
import { elementLocale, useFrameCatalogue } from '../i18n/use-frame-catalogue.js';
import { reportSteps } from '../telemetry/element-events.js';
import { ElementShell, useReadyOnce } from '../ui/ElementShell.js';
import { Skeleton } from '../ui/Skeleton.js';
import { elementNeeds } from './needs.js';
import { type PaymentControls, PaymentElement } from './PaymentElement.js';

/** A set updater that adds or removes one member, keeping the set when nothing changes. */
function withMember(member: string, present: boolean) {
  return (set: ReadonlySet<string>): ReadonlySet<string> => {
    if (set.has(member) === present) return set;
    const next = new Set(set);
    if (present) next.add(member);
    else next.delete(member);
    return next;
  };
}

function checkOptions(raw: Record<string, unknown>): PaymentElementOptions {
  const result = validatePaymentElementOptions(raw);
  if (result.ok) return result.value;
  const fallback = validatePaymentElementOptions({});
  if (!fallback.ok) throw new Error(fallback.error.message);
  return fallback.value;
}

/**
 * The payment frame: talks to the merchant page (init, commands, height, events) and to its
 * controller (session, collect requests, errors), and renders the Payment Element.
 */
export function PaymentFrame({ hash }: { hash: FrameHash }) {
  const parent = useMemo(() => new ParentLink(hash), [hash]);
  const channel = useMemo(() => new GroupChannel(hash.controllerId, hash.frameId), [hash]);
  const [rawOptions, setRawOptions] = useState<Record<string, unknown> | null>(null);
  const [session, setSession] = useState<SessionState | null>(null);
  const [link, setLink] = useState<LinkState | null>(null);
  // Address Elements of the group in billing mode, by frame: they take over name and address.
  const [billingAddressFrames, setBillingAddressFrames] = useState<ReadonlySet<string>>(new Set());
  // And those in shipping mode: beside one, billing can be the shipping address.
  const [shippingAddressFrames, setShippingAddressFrames] = useState<ReadonlySet<string>>(new Set());
  const [sameAsShipping, setSameAsShipping] = useState(true);
  // The currency the shopper chose in the group's currency selector, when not the merchant's.
  const [presentedCurrency, setPresentedCurrency] = useState<string | null>(null);
  const controls = useRef<PaymentControls | null>(null);
  const fromShippingRef = useRef(false);
  const { locale, catalogue } = useFrameCatalogue(elementLocale(hash.locale, session));

  useEffect(() => {
    const stopParent = parent.listen((message) => {
      if (message.type === 'element/init') setRawOptions(message.payload.options);
      else if (message.type === 'element/update')
        setRawOptions((current) => ({ ...(current ?? {}), ...message.payload.options }));
      else if (message.type === 'element/command') controls.current?.command(message.payload.command);
    });
    const stopChannel = channel.listen((message) => {
      if (message.type === 'address/mode' && message.frameId) {
        const { frameId } = message;
        setBillingAddressFrames(withMember(frameId, message.payload.mode === 'billing'));
        setShippingAddressFrames(withMember(frameId, message.payload.mode === 'shipping'));
      }
      if (message.type === 'currency/chosen')
        setPresentedCurrency(message.payload.exchangeRate === null ? null : message.payload.currency);
      const forMe = message.frameId === 'controller' || message.frameId === hash.frameId;
      if (!forMe) return;
      if (message.type === 'session/state') setSession(message.payload);
      else if (message.type === 'link/state' && message.frameId === 'controller') setLink(message.payload);
      else if (message.type === 'session/error') parent.send('element/loaderror', message.payload);
      else if (message.type === 'collect/request' && controls.current && message.requestId) {
        const result = controls.current.collect(message.payload.display);
        // The controller fills billing_details from the shipping Address Element's answer.
        const answer = fromShippingRef.current ? { ...result, billingFromShipping: true } : result;
        channel.send('collect/response', answer, { requestId: message.requestId });
      } else if (message.type === 'form/focus-error' && message.frameId === hash.frameId)
        controls.current?.focusError();
      else if (message.type === 'form/confirm-error') controls.current?.confirmError(message.payload.error);
    });
    parent.send('element/loaded', {});
    const stopHello = channel.hello('payment');
    return () => {
      stopParent();
      stopChannel();
      stopHello();
    };
  }, [parent, channel, hash.frameId]);

  useFrameWindow(parent);

  // The hash carries the loader option, so `never` holds before the session arrives too.
  const loader = (session?.loader ?? hash.loader ?? 'auto') !== 'never';
  useEffect(() => {
    if (loader) parent.send('element/loaderstart', {});
  }, [parent, loader]);

  const beside = useMemo(() => {
    const checked = rawOptions ? checkOptions(rawOptions) : null;
    if (!checked) return null;
    const billing = billingBesideAddressElements(checked.billingDetails, {
      billingFrames: billingAddressFrames.size,
      shippingFrames: shippingAddressFrames.size,
      sameAsShipping,
    });
    return { ...billing, options: { ...checked, billingDetails: billing.billingDetails } };
  }, [rawOptions, billingAddressFrames, shippingAddressFrames, sameAsShipping]);
  const options = beside?.options ?? null;
  const shippingAsBilling = beside?.offerSameAsShipping
    ? { checked: sameAsShipping, onChange: setSameAsShipping }
    : null;
  const fromShipping = beside?.fromShipping === true;
  fromShippingRef.current = fromShipping;
  const defaults = useMemo(() => readBillingDefaults(rawOptions?.defaultValues), [rawOptions]);
  const report = useMemo(() => reportSteps(channel), [channel]);
  const onChange = useCallback(
    (payload: ChangePayload) => {
      parent.send('element/change', payload);
      report(payload);
      // The group's currency selector proposes the billing country's currency as it changes.
      if (payload.billingCountry) channel.send('billing/country', { country: payload.billingCountry });
    },
    [parent, channel, report],
  );
  const sendLink = useCallback((action: LinkAction) => channel.send('link/action', action), [channel]);
  const reloadSession = useCallback(
    () => channel.send('frame/hello', { component: 'payment', reload: true }),
    [channel],
  );
  // Options and session take effect once the code their fields need has loaded (the default card form needs none).
  const wanted = options && session ? { options, session } : null;
  const onLoadError = useCallback(
    () =>
      parent.send('element/loaderror', {
        error: {
          type: 'api_connection_error',
          message: 'Payframe could not load a part of the payment form.',
        },
      }),
    [parent],
  );
  const shown = useWhenLoaded(
    wanted,
    wanted ? elementNeeds(wanted.options, wanted.session) : [],
    onLoadError,
  );
  const live = shown != null && catalogue !== null;

  useReadyOnce(live, parent);

  return (
    <ElementShell catalogue={catalogue} lang={locale.lang} session={session}>
      {live ? (
        <PaymentElement
          options={shown.options}
          defaults={defaults}
          session={shown.session}
          controls={controls}
          onChange={onChange}
          reloadSession={reloadSession}
          shippingAsBilling={shippingAsBilling}
          link={link}
          sendLink={sendLink}
          presentedCurrency={presentedCurrency}
        />
      ) : loader ? (
        <Skeleton />
      ) : null}
    </ElementShell>
  );
}
