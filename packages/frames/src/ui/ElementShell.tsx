import type { SessionState } from '@payframe/js/protocol';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { ParentLink } from '../bridge/parent.js';
import { MessagesProvider } from '../i18n/Messages.js';
import type { Catalogue } from '../i18n/messages/en.js';
import { EN } from '../i18n/messages/en.js';
import { AppearanceStyle, useCheckedAppearance } from './AppearanceStyle.js';
import { FieldStyleContext, resolveFieldStyle, rootClass } from './field-style.js';

/** Tells the merchant page `element/ready` once, the first time the element is live. */
export function useReadyOnce(live: boolean, parent: ParentLink): void {
  const ready = useRef(false);
  useEffect(() => {
    if (live && !ready.current) {
      ready.current = true;
      parent.send('element/ready', {});
    }
  }, [live, parent]);
}

/**
 * What every session-backed element frame wraps its element in: the messages in its locale,
 * the session's appearance (checked, as it came over the wire) and the field style it implies.
 */
export function ElementShell(props: {
  catalogue: Catalogue | null;
  lang: string;
  session: SessionState | null;
  children: ReactNode;
}) {
  const appearance = useCheckedAppearance(props.session?.appearance);
  const fieldStyle = useMemo(() => resolveFieldStyle(appearance), [appearance]);
  return (
    <MessagesProvider catalogue={props.catalogue ?? EN} lang={props.lang}>
      <div className={rootClass(fieldStyle)}>
        <AppearanceStyle appearance={appearance} fonts={props.session?.fonts ?? []} />
        <FieldStyleContext.Provider value={fieldStyle}>{props.children}</FieldStyleContext.Provider>
      </div>
    </MessagesProvider>
  );
}
