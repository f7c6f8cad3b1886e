import { describe, expect, it } from 'vitest';
import { catalogueFiles, catalogueProblems, here } from '../i18n/catalogue-files.fixture.js';
import { PAGE_EN } from './messages/en.js';
import { PAGE_CATALOGUES, pageTexts } from './messages.js';

const files = await catalogueFiles(`${here(import.meta.url)}/messages`);

describe('the checkout page texts', () => {
  it.each(files.map((file) => [file.locale, file] as const))(
    '%s has every text of English (a regional one: some), no other, the same arguments, and is registered',
    (locale, file) => {
      expect(catalogueProblems(locale, file.messages, PAGE_EN)).toEqual([]);
      expect(PAGE_CATALOGUES[locale]).toBe(file.messages);
    },
  );
  it('follows the session locale, then the browser', () => {
    expect(pageTexts('fr', ['en-US']).t('pay')).toBe('Payer');
    expect(pageTexts('auto', ['ja-JP']).t('pay')).toBe('支払う');
    expect(pageTexts(null, ['de-DE']).t('payTo', { merchant: 'Kaffee' })).toBe('Kaffee bezahlen');
    expect(pageTexts('auto', ['pt-BR']).t('shipping')).toBe('Frete');
    expect(pageTexts('auto', ['pt-PT']).t('shipping')).toBe('Envio');
    expect(pageTexts('pl', []).t('pay')).toBe('Zapłać');
  });
  it('reads Arabic and Hebrew right to left', () => {
    expect(pageTexts('ar', []).dir).toBe('rtl');
    expect(pageTexts('ar', []).t('pay')).toBe('ادفع');
    expect(pageTexts('auto', ['he-IL']).dir).toBe('rtl');
    expect(pageTexts('fr-CA', []).dir).toBe('ltr');
  });
});
