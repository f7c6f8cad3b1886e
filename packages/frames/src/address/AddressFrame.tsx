import type { ChangePayload, FrameHash, SessionState } from '@payframe/js/protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GroupChannel } from '../bridge/channel.js';
import { ParentLink } from '../bridge/parent.js';
import { useFrameWindow } from '../bridge/use-frame-window.js';
import { elementLocale, useFrameCatalogue } from '../i18n/use-frame-catalogue.js';
import { ElementShell, useReadyOnce } from '../ui/ElementShell.js';
import { type AddressControls, AddressElement } from './AddressElement.js';
import { readAddressOptions } from './address-options.js';

/**
 * The address frame: talks to the merchant page (init, update, commands, height, events) and
 * to its controller (session, collect and value requests, address lookups), and renders the
 * Address Element. It tells the group its mode, so a Payment Element beside a billing one
 * leaves the billing fields to it.
 */
export function AddressFrame({ hash }: { hash: FrameHash }) {
  const parent = useMemo(() => new ParentLink(hash), [hash]);
  const channel = useMemo(() => new GroupChannel(hash.controllerId, hash.frameId), [hash]);
  const [rawOptions, setRawOptions] = useState<Record<string, unknown> | null>(null);
  const [session, setSession] = useState<SessionState | null>(null);
  const controls = useRef<AddressControls | null>(null);
  const { locale, catalogue } = useFrameCatalogue(elementLocale(hash.locale, session));
  const config = useMemo(() => (rawOptions ? readAddressOptions(rawOptions) : null), [rawOptions]);
  const mode = config?.mode ?? null;
  // The mode as last told to the group, for frames that join later and ask with their hello.
  const told = useRef<'shipping' | 'billing' | null>(null);

  useEffect(() => {
    const stopParent = parent.listen((message) => {
      if (message.type === 'element/init') setRawOptions(message.payload.options);
      else if (message.type === 'element/update')
        setRawOptions((current) => ({ ...(current ?? {}), ...message.payload.options }));
      else if (message.type === 'element/command') controls.current?.command(message.payload.command);
    });
    const stopChannel = channel.listen((message) => {
      const forMe = message.frameId === 'controller' || message.frameId === hash.frameId;
      if (message.type === 'frame/hello' && told.current)
        channel.send('address/mode', { mode: told.current });
      if (!forMe) return;
      if (message.type === 'session/state') setSession(message.payload);
      else if (message.type === 'session/error') parent.send('element/loaderror', message.payload);
      else if (message.type === 'collect/request' && controls.current && message.requestId) {
        const result = controls.current.collect(message.payload.display);
        channel.send('collect/response', result, { requestId: message.requestId });
      } else if (message.type === 'form/focus-error' && message.frameId === hash.frameId)
        controls.current?.focusError();
      else if (message.type === 'address/suggestions' && message.frameId === hash.frameId)
        controls.current?.suggestions(message.payload.query, message.payload.suggestions);
    });
    parent.send('element/loaded', {});
    const stopHello = channel.hello('address');
    return () => {
      stopParent();
      stopChannel();
      stopHello();
    };
  }, [parent, channel, hash.frameId]);

  // The group learns the mode when it is known, and that it is gone when the frame goes.
  useEffect(() => {
    if (!mode) return;
    told.current = mode;
    channel.send('address/mode', { mode });
    const gone = () => {
      told.current = null;
      channel.send('address/mode', { mode: null });
    };
    window.addEventListener('pagehide', gone);
    return () => {
      window.removeEventListener('pagehide', gone);
      gone();
    };
  }, [channel, mode]);

  useFrameWindow(parent);

  const onChange = useCallback((payload: ChangePayload) => parent.send('element/change', payload), [parent]);
  const ask = useCallback(
    (query: string, country: string) => channel.send('address/suggest', { query, country }),
    [channel],
  );
  const live = config !== null && session !== null && catalogue !== null;

  useReadyOnce(live, parent);

  return (
    <ElementShell catalogue={catalogue} lang={locale.lang} session={session}>
      {live ? (
        <AddressElement
          config={config}
          merchantCountry={session.merchantCountry}
          controls={controls}
          onChange={onChange}
          ask={ask}
        />
      ) : null}
    </ElementShell>
  );
}
