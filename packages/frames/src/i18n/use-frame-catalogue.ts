import { useEffect, useMemo, useState } from 'react';
import { frameLocale, loadCatalogue } from './catalogue.js';
import { type Catalogue, EN } from './messages/en.js';

/**
 * The frame's language from the merchant's locale (or the browser's), set on the document,
 * and its message catalogue: English at once, any other once its chunk has loaded (null until then).
 */
export function useFrameCatalogue(requested: string) {
  const locale = useMemo(() => frameLocale(requested, navigator.languages ?? []), [requested]);
  const [catalogue, setCatalogue] = useState<Catalogue | null>(locale.catalogue === 'en' ? EN : null);
  useEffect(() => {
    document.documentElement.lang = locale.lang;
    let current = true;
    void loadCatalogue(locale.catalogue).then((loaded) => {
      if (current) setCatalogue(loaded);
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return { locale, catalogue };
}
