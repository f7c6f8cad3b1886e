import type { BankLinkDisplay } from '@payframe/js/protocol';
import { useEffect, useState } from 'react';
import { frameLocale } from '../i18n/catalogue.js';
import { BankLinkFlow } from './BankLinkFlow.js';
import { type BankLinkTexts, loadBankLinkTexts } from './texts.js';

/** The bank-linking modal, in the elements' locale (else the browser's languages). */
export default function BankLinkPanel({ display, onDone }: { display: BankLinkDisplay; onDone: () => void }) {
  const [locale] = useState(() => frameLocale(display.locale, navigator.languages ?? []));
  const [texts, setTexts] = useState<BankLinkTexts | null>(null);
  useEffect(() => {
    let current = true;
    void loadBankLinkTexts(locale).then((loaded) => current && setTexts(loaded));
    return () => {
      current = false;
    };
  }, [locale]);
  // Its language's texts come first (one small chunk): the modal never flashes English.
  return texts ? <BankLinkFlow display={display} onDone={onDone} locale={locale} texts={texts} /> : null;
}
