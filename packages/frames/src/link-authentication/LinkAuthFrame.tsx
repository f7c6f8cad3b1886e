import type { ChangePayload, FrameHash, LinkAction, LinkState, SessionState } from '@payframe/js/protocol';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GroupChannel } from '../bridge/channel.js';
import { ParentLink } from '../bridge/parent.js';
import { useFrameWindow } from '../bridge/use-frame-window.js';
import { elementLocale, useFrameCatalogue } from '../i18n/use-frame-catalogue.js';
import { ElementShell, useReadyOnce } from '../ui/ElementShell.js';
import { LinkAuthElement } from './LinkAuthElement.js';
import { browserPasskeys, runPasskey } from './passkey.js';
import type { LinkAuthControls } from './use-link-auth.js';

/** `defaultValues.email`, checked on the merchant page already. */
function defaultEmailOf(options: Record<string, unknown>): string {
  const defaults = options.defaultValues as { email?: unknown } | undefined;
  return typeof defaults?.email === 'string' ? defaults.email : '';
}

/**
 * The Link Authentication Element's frame: talks to the merchant page (init, commands, height,
 * change events with the e-mail only) and to its controller, which owns the group's Link
 * session (link/action out, link/state in). The passkey prompt runs here, in the visible frame.
 */
export function LinkAuthFrame({ hash }: { hash: FrameHash }) {
  const parent = useMemo(() => new ParentLink(hash), [hash]);
  const channel = useMemo(() => new GroupChannel(hash.controllerId, hash.frameId), [hash]);
  const [options, setOptions] = useState<Record<string, unknown> | null>(null);
  const [session, setSession] = useState<SessionState | null>(null);
  const [link, setLink] = useState<LinkState | null>(null);
  const controls = useRef<LinkAuthControls | null>(null);
  const { locale, catalogue } = useFrameCatalogue(elementLocale(hash.locale, session));
  const passkeysSupported = useMemo(() => browserSupportsWebAuthn(), []);

  const act = useCallback((action: LinkAction) => channel.send('link/action', action), [channel]);

  useEffect(() => {
    const stopParent = parent.listen((message) => {
      if (message.type === 'element/init') setOptions(message.payload.options);
      else if (message.type === 'element/update')
        setOptions((current) => ({ ...(current ?? {}), ...message.payload.options }));
      else if (message.type === 'element/command') controls.current?.command(message.payload.command);
    });
    const stopChannel = channel.listen((message) => {
      const forMe = message.frameId === 'controller' || message.frameId === hash.frameId;
      if (!forMe) return;
      if (message.type === 'session/state') setSession(message.payload);
      else if (message.type === 'session/error') parent.send('element/loaderror', message.payload);
      else if (message.type === 'link/state') setLink(message.payload);
      else if (message.type === 'link/passkey-options' && message.frameId === hash.frameId) {
        void runPasskey(message.payload.options, browserPasskeys).then((outcome) =>
          channel.send(
            'link/action',
            outcome.ok
              ? { action: 'passkeyFinish', credential: outcome.credential }
              : { action: 'passkeyFailed', reason: outcome.reason },
          ),
        );
      } else if (message.type === 'link/passkey-creation-options' && message.frameId === hash.frameId) {
        // Registration: created here, where the shopper clicked; the controller confirms it.
        void runPasskey(message.payload.options, browserPasskeys, 'create').then((outcome) =>
          channel.send(
            'link/action',
            outcome.ok
              ? { action: 'passkeyRegisterFinish', credential: outcome.credential }
              : { action: 'passkeyRegisterFailed', reason: outcome.reason },
          ),
        );
      } else if (message.type === 'collect/request' && controls.current && message.requestId) {
        const result = controls.current.collect(message.payload.display);
        channel.send('collect/response', result, { requestId: message.requestId });
      } else if (message.type === 'form/focus-error' && message.frameId === hash.frameId)
        controls.current?.focusError();
    });
    parent.send('element/loaded', {});
    const stopHello = channel.hello('linkAuthentication');
    return () => {
      stopParent();
      stopChannel();
      stopHello();
    };
  }, [parent, channel, hash.frameId]);

  useFrameWindow(parent);

  const onChange = useCallback((payload: ChangePayload) => parent.send('element/change', payload), [parent]);
  const live = options !== null && session !== null && catalogue !== null;

  useReadyOnce(live, parent);

  return (
    <ElementShell catalogue={catalogue} lang={locale.lang} session={session}>
      {live ? (
        <LinkAuthElement
          link={link}
          defaultEmail={defaultEmailOf(options)}
          controls={controls}
          passkeysSupported={passkeysSupported}
          act={act}
          onChange={onChange}
        />
      ) : null}
    </ElementShell>
  );
}
