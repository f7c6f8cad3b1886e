import { describe, expect, it } from 'vitest';
import { PAGE_EN } from './messages/en.js';
import { PAGE_CATALOGUES, pageTexts } from './messages.js';

describe('the checkout page texts', () => {
  it('has every text in every locale, with the same placeholders', () => {
    for (const [locale, catalogue] of Object.entries(PAGE_CATALOGUES)) {
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(PAGE_EN).sort());
      for (const [id, text] of Object.entries(PAGE_EN)) {
        const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(names(catalogue[id as keyof typeof PAGE_EN]), `${locale} ${id}`).toEqual(names(text));
      }
    }
  });
  it('follows the session locale, then the browser', () => {
    expect(pageTexts('fr', ['en-US']).t('pay')).toBe('Payer');
    expect(pageTexts('auto', ['ja-JP']).t('pay')).toBe('支払う');
    expect(pageTexts(null, ['de-DE']).t('payTo', { merchant: 'Kaffee' })).toBe('Kaffee bezahlen');
    expect(pageTexts('auto', ['pt-BR']).t('shipping')).toBe('Frete');
    expect(pageTexts('auto', ['pt-PT']).t('shipping')).toBe('Envio');
    expect(pageTexts('pl', []).t('pay')).toBe('Zapłać');
  });
});
