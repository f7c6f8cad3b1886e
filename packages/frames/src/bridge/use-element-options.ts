import { useEffect, useState } from 'react';
import { watchContentHeight } from './content-height.js';
import type { ParentLink } from './parent.js';

/**
 * The options of an element that needs no elements session (card and bank elements): those of
 * `element/init`, merged with each `element/update`; null until the first arrives. It also tells
 * the merchant page the frame has loaded and reports the frame's height as it changes.
 */
export function useElementOptions(parent: ParentLink): Record<string, unknown> | null {
  const [raw, setRaw] = useState<Record<string, unknown> | null>(null);
  useEffect(
    () =>
      parent.listen((message) => {
        if (message.type === 'element/init') setRaw(message.payload.options);
        else if (message.type === 'element/update')
          setRaw((current) => ({ ...(current ?? {}), ...message.payload.options }));
      }),
    [parent],
  );
  useEffect(() => {
    parent.send('element/loaded', {});
  }, [parent]);
  useEffect(() => watchContentHeight((height) => parent.send('element/height', { height })), [parent]);
  return raw;
}
