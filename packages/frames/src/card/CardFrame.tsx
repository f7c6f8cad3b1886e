import type { FrameHash } from '@payframe/js/protocol';
import { useEffect, useMemo, useRef } from 'react';
import { GroupChannel } from '../bridge/channel.js';
import { ParentLink } from '../bridge/parent.js';
import { useElementOptions } from '../bridge/use-element-options.js';
import { MessagesProvider } from '../i18n/Messages.js';
import { EN } from '../i18n/messages/en.js';
import { useFrameCatalogue } from '../i18n/use-frame-catalogue.js';
import { reportSteps } from '../telemetry/element-events.js';
import { useDocumentStyle } from '../ui/use-document-style.js';
import { CardLine, type CardLineHandle } from './CardLine.js';
import type { CardComponent } from './card-fields.js';
import { type CardOptions, readCardOptions } from './card-options.js';
import { cardStyleCss } from './card-style.js';
import { useCardForm } from './use-card-form.js';

/**
 * A card element frame (combined `card`, or one of `cardNumber`, `cardExpiry`, `cardCvc`,
 * `postalCode`): reads its options from the merchant page, reports changes, focus and height,
 * and answers the controller's collect requests over the group's channel, the only place the
 * card number goes. It needs no elements session, so it is ready as soon as it has its options.
 */
export function CardFrame({ hash, component }: { hash: FrameHash; component: CardComponent }) {
  const parent = useMemo(() => new ParentLink(hash), [hash]);
  const channel = useMemo(() => new GroupChannel(hash.controllerId, hash.frameId), [hash]);
  const raw = useElementOptions(parent);
  if (!raw) return null;
  return (
    <LiveCard
      hash={hash}
      component={component}
      parent={parent}
      channel={channel}
      options={readCardOptions(component, raw)}
    />
  );
}

interface LiveProps {
  hash: FrameHash;
  component: CardComponent;
  parent: ParentLink;
  channel: GroupChannel;
  options: CardOptions;
}

function LiveCard({ hash, component, parent, channel, options }: LiveProps) {
  const form = useCardForm(component, options);
  const latest = useRef(form);
  latest.current = form;
  const line = useRef<CardLineHandle | null>(null);
  const split = component !== 'card';

  // Commands from the merchant page, collect requests and BIN answers from the controller.
  useEffect(() => {
    const stopParent = parent.listen((message) => {
      if (message.type !== 'element/command') return;
      const { command } = message.payload;
      if (command === 'focus') line.current?.focus(null);
      else if (command === 'blur') line.current?.blur();
      else if (command === 'clear') latest.current.clear();
    });
    const stopChannel = channel.listen((message) => {
      const forMe = message.frameId === 'controller' || message.frameId === hash.frameId;
      if (message.type === 'card/piece' && component === 'cardCvc' && message.payload.brand)
        latest.current.setSplitBrand(message.payload.brand);
      if (!forMe) return;
      if (message.type === 'collect/request' && message.requestId)
        channel.send('collect/response', latest.current.collect(message.payload.display), {
          requestId: message.requestId,
        });
      else if (message.type === 'form/focus-error' && message.frameId === hash.frameId)
        line.current?.focus(latest.current.firstInvalid);
      else if (message.type === 'card/bin-ranges' && message.frameId === hash.frameId)
        latest.current.addRanges(message.payload.binPrefix, message.payload.ranges);
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') parent.send('element/escape', {});
    };
    window.addEventListener('keydown', onKey);
    return () => {
      stopParent();
      stopChannel();
      window.removeEventListener('keydown', onKey);
    };
  }, [parent, channel, hash.frameId, component]);

  // The funnel counts the element as loaded when the controller hears this.
  useEffect(() => channel.hello(component), [channel, component]);

  // MOUNTED / UNMOUNTED for the controller's split bookkeeping; MOUNTED again for a controller
  // that started listening after this frame (it would otherwise call the piece missing).
  useEffect(() => {
    if (!split) return;
    const stopAnnouncing = channel.announce(() => channel.send('card/piece', { component, mounted: true }));
    const gone = () => channel.send('card/piece', { component, mounted: false });
    window.addEventListener('pagehide', gone);
    return () => {
      stopAnnouncing();
      window.removeEventListener('pagehide', gone);
      gone();
    };
  }, [channel, component, split]);

  // The number frame tells a split CVC frame its brand (amex takes 4 digits).
  useEffect(() => {
    if (component === 'cardNumber')
      channel.send('card/piece', { component, mounted: true, brand: form.brand });
  }, [channel, component, form.brand]);

  // A number long enough for its BIN: ask the controller for the networks (co-badged cards).
  useEffect(() => {
    if (form.prefix.length === 6 && !form.hasRanges)
      channel.send('card/bin-request', { binPrefix: form.prefix });
  }, [channel, form.prefix, form.hasRanges]);

  useEffect(() => {
    parent.send('element/ready', {});
  }, [parent]);

  // A change event only when what the merchant page sees changed (none for the untouched element).
  const changeKey = JSON.stringify(form.change);
  const lastChange = useRef(changeKey);
  const report = useMemo(() => reportSteps(channel), [channel]);
  useEffect(() => {
    if (changeKey === lastChange.current) return;
    lastChange.current = changeKey;
    parent.send('element/change', JSON.parse(changeKey));
    report(JSON.parse(changeKey));
  }, [parent, changeKey, report]);

  // Focus and blur of the element as a whole: moving from one input to the next is neither.
  const hadFocus = useRef(false);
  useEffect(() => {
    const has = form.focused !== null;
    const timer = setTimeout(() => {
      if (has === hadFocus.current) return;
      hadFocus.current = has;
      parent.send(has ? 'element/focus' : 'element/blur', {});
    }, 0);
    return () => clearTimeout(timer);
  }, [parent, form.focused]);

  useDocumentStyle(useMemo(() => cardStyleCss(options.style), [options.style]));
  // The card's placeholders and labels are English until the locale's chunk has loaded.
  const { locale, catalogue } = useFrameCatalogue(hash.locale);
  return (
    <MessagesProvider catalogue={catalogue ?? EN} lang={locale.lang}>
      <CardLine ref={line} component={component} form={form} options={options} />
    </MessagesProvider>
  );
}
