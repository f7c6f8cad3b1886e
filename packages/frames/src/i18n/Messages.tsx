import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { formatMessage, isMessageId } from './catalogue.js';
import { type Catalogue, EN, type MessageId } from './messages/en.js';

export interface Messages {
  lang: string;
  t(id: MessageId, params?: Readonly<Record<string, string>>): string;
  /** A field error in the frame's language by its code; the given message when the code is unknown. */
  error(error: { code: string; message: string }): string;
}

function messagesOf(catalogue: Catalogue, lang: string): Messages {
  return {
    lang,
    t: (id, params) => formatMessage(catalogue, id, params),
    error: ({ code, message }) => {
      const id = `error.${code}`;
      return isMessageId(id) ? formatMessage(catalogue, id) : message;
    },
  };
}

const MessagesContext = createContext<Messages>(messagesOf(EN, 'en'));

export function MessagesProvider(props: { catalogue: Catalogue; lang: string; children: ReactNode }) {
  const value = useMemo(() => messagesOf(props.catalogue, props.lang), [props.catalogue, props.lang]);
  return <MessagesContext.Provider value={value}>{props.children}</MessagesContext.Provider>;
}

/** The frame's messages (English outside a provider, as in unit tests). */
export function useMessages(): Messages {
  return useContext(MessagesContext);
}
