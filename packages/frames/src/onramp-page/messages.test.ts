import { describe, expect, it } from 'vitest';
import { ONRAMP_EN } from './messages/en.js';
import { ONRAMP_CATALOGUES, onrampTexts } from './messages.js';

describe('the onramp frame texts', () => {
  it('has every text in every locale, with the same placeholders', () => {
    expect(Object.keys(ONRAMP_CATALOGUES).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'ja', 'nl']);
    for (const [locale, catalogue] of Object.entries(ONRAMP_CATALOGUES)) {
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(ONRAMP_EN).sort());
      for (const [id, text] of Object.entries(ONRAMP_EN)) {
        const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(names(catalogue[id as keyof typeof ONRAMP_EN] ?? ''), `${locale} ${id}`).toEqual(names(text));
      }
    }
  });
  it('follows the locale asked for, then the browser', () => {
    expect(onrampTexts('fr', ['en-US']).t('continue')).toBe('Continuer');
    expect(onrampTexts('auto', ['ja-JP']).t('continue')).toBe('続行');
    expect(onrampTexts(null, ['de-DE']).t('pay', { amount: '10,00 $' })).toBe('10,00 $ bezahlen');
  });
});
