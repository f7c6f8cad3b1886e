import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { errorMessageId, formatMessage } from './catalogue.js';
import type { MessageParams } from './format.js';
import { type Catalogue, EN, type MessageId } from './messages/en.js';

export interface Messages {
  lang: string;
  t(id: MessageId, params?: MessageParams): string;
  /**
   * A field error or card decline in the frame's language by its code (a decline code when the
   * API gave one); the given message when no catalogue words that code.
   */
  error(error: { code: string; message: string }): string;
}

function messagesOf(catalogue: Catalogue, lang: string): Messages {
  return {
    lang,
    t: (id, params) => formatMessage(catalogue, id, params, lang),
    error: ({ code, message }) => {
      const id = errorMessageId(code);
      return id ? formatMessage(catalogue, id, {}, lang) : message;
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
