import { useEffect } from 'react';
import { watchContentHeight } from './content-height.js';
import type { ParentLink } from './parent.js';

/**
 * What every element frame tells the merchant page about its window: focus, blur and Escape
 * (the element's `focus`, `blur` and `escape` events), and its content's height, so the
 * iframe is sized to fit whatever it shows (errors, a mandate, another tab).
 */
export function useFrameWindow(parent: ParentLink): void {
  useEffect(() => {
    const onFocus = () => parent.send('element/focus', {});
    const onBlur = () => parent.send('element/blur', {});
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') parent.send('element/escape', {});
    };
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    window.addEventListener('keydown', onKey);
    const stopHeight = watchContentHeight((height) => parent.send('element/height', { height }));
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('keydown', onKey);
      stopHeight();
    };
  }, [parent]);
}
