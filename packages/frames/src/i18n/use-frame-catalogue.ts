import { useEffect, useMemo, useState } from 'react';
import { type FrameLocale, frameLocale, loadCatalogue } from './catalogue.js';
import { type Catalogue, EN } from './messages/en.js';

const ENGLISH: FrameLocale = { catalogue: 'en', chain: [], lang: 'en', dir: 'ltr' };

/**
 * The frame's language from the merchant's locale (or the browser's), set on the document
 * with its writing direction, and its message catalogue: English at once, any other once its
 * chunks have loaded (null until then). A chunk that cannot load is logged and the frame
 * shows English, so the shopper can still pay. A new `requested` (elements.update) switches live.
 */
export function useFrameCatalogue(requested: string): { locale: FrameLocale; catalogue: Catalogue | null } {
  const wanted = useMemo(() => frameLocale(requested, navigator.languages ?? []), [requested]);
  const [shown, setShown] = useState<{ locale: FrameLocale; catalogue: Catalogue | null }>(() =>
    wanted.chain.length === 0 ? { locale: wanted, catalogue: EN } : { locale: wanted, catalogue: null },
  );
  useEffect(() => {
    let current = true;
    const show = (locale: FrameLocale, catalogue: Catalogue) => {
      if (!current) return;
      document.documentElement.lang = locale.lang;
      document.documentElement.dir = locale.dir;
      setShown({ locale, catalogue });
    };
    loadCatalogue(wanted).then(
      (catalogue) => show(wanted, catalogue),
      (error: unknown) => {
        console.warn(error instanceof Error ? error.message : error);
        show(ENGLISH, EN);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return shown;
}

/**
 * An element's locale: the session's once `elements.update({ locale })` has named one (the
 * controller passes it on without a server call), else the one the frame was opened with.
 */
export function elementLocale(opened: string, session: { locale: string } | null): string {
  return session && session.locale !== 'auto' ? session.locale : opened;
}
