import { FIELD_ERRORS } from '@payframe/core';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LOCALES, errorMessageId, formatMessage, frameLocale, loadCatalogue } from './catalogue.js';
import { catalogueFiles, catalogueProblems, here, isRegional } from './catalogue-files.fixture.js';
import { EN } from './messages/en.js';

const files = await catalogueFiles(`${here(import.meta.url)}/messages`);

describe('message catalogues', () => {
  it('finds the catalogues', () => {
    expect(files.map((file) => file.locale)).toEqual(expect.arrayContaining(['fr', 'de', 'ar', 'he']));
  });

  it.each(files.map((file) => [file.locale, file] as const))(
    '%s has every id of English (a regional one: some), no other, the same arguments',
    (_locale, file) => {
      expect(catalogueProblems(file.locale, file.messages, EN)).toEqual([]);
    },
  );

  it.each(files.map((file) => file.locale))('%s is registered, and a regional one has its base', (locale) => {
    expect(CATALOGUE_LOCALES).toContain(locale);
    if (isRegional(locale)) expect(CATALOGUE_LOCALES).toContain(locale.split('-')[0]);
  });

  it('English errors are core field errors word for word', () => {
    for (const [code, message] of Object.entries(FIELD_ERRORS))
      expect(EN[`error.${code}` as keyof typeof EN]).toBe(message);
  });

  it('fills placeholders', async () => {
    const fr = await loadCatalogue('fr');
    expect(formatMessage(fr, 'address.optional', { label: "Ligne d'adresse 2" })).toBe(
      "Ligne d'adresse 2 (facultatif)",
    );
  });

  it('words declines by their reason, a bare card_declined as a generic decline', async () => {
    const ar = await loadCatalogue('ar');
    expect(formatMessage(ar, errorMessageId('insufficient_funds')!)).toBe('رصيد بطاقتك غير كافٍ.');
    expect(errorMessageId('card_declined')).toBe('decline.generic_decline');
    expect(errorMessageId('incomplete_cvc')).toBe('error.incomplete_cvc');
    expect(errorMessageId('something_else')).toBeNull();
  });

  it('Arabic chooses among its plural forms', async () => {
    const ar = await loadCatalogue('ar');
    const line = (count: number) =>
      formatMessage(ar, 'messaging.payIn.other', { count, amount: '25 US$', method: 'Klarna' }, 'ar');
    expect(line(2)).toContain('دفعتان');
    expect(line(4)).toContain(`${new Intl.NumberFormat('ar').format(4)} دفعات`);
  });

  it('a chunk that cannot be loaded rejects with the locale data error', async () => {
    await expect(loadCatalogue({ catalogue: 'xx', chain: ['xx'], lang: 'xx', dir: 'ltr' })).rejects.toThrow(
      'Could not load locale data',
    );
  });
});

describe('frameLocale', () => {
  it.each([
    ['fr', [], { catalogue: 'fr', chain: ['fr'], lang: 'fr', dir: 'ltr' }],
    ['fr-CA', [], { catalogue: 'fr-CA', chain: ['fr-CA', 'fr'], lang: 'fr-CA', dir: 'ltr' }],
    ['fr-BE', [], { catalogue: 'fr', chain: ['fr'], lang: 'fr', dir: 'ltr' }],
    ['ja', ['en-US'], { catalogue: 'ja', chain: ['ja'], lang: 'ja', dir: 'ltr' }],
    ['auto', ['de-AT', 'en'], { catalogue: 'de', chain: ['de'], lang: 'de', dir: 'ltr' }],
    ['auto', ['es-MX'], { catalogue: 'es', chain: ['es'], lang: 'es', dir: 'ltr' }],
    ['es-419', [], { catalogue: 'es-419', chain: ['es-419', 'es'], lang: 'es-419', dir: 'ltr' }],
    ['ar', [], { catalogue: 'ar', chain: ['ar'], lang: 'ar', dir: 'rtl' }],
    ['auto', ['he-IL', 'en'], { catalogue: 'he', chain: ['he'], lang: 'he', dir: 'rtl' }],
    ['pl', [], { catalogue: 'pl', chain: ['pl'], lang: 'pl', dir: 'ltr' }],
    ['pt-BR', [], { catalogue: 'pt-BR', chain: ['pt-BR', 'pt'], lang: 'pt-BR', dir: 'ltr' }],
    ['auto', ['pt-BR'], { catalogue: 'pt-BR', chain: ['pt-BR', 'pt'], lang: 'pt-BR', dir: 'ltr' }],
    ['pt', [], { catalogue: 'pt', chain: ['pt'], lang: 'pt', dir: 'ltr' }],
    ['auto', ['pt-PT'], { catalogue: 'pt', chain: ['pt'], lang: 'pt', dir: 'ltr' }],
    ['auto', ['no-NO'], { catalogue: 'nb', chain: ['nb'], lang: 'nb', dir: 'ltr' }],
    ['en-GB', [], { catalogue: 'en-GB', chain: ['en-GB'], lang: 'en-GB', dir: 'ltr' }],
    ['en-AU', [], { catalogue: 'en-GB', chain: ['en-GB'], lang: 'en-AU', dir: 'ltr' }],
    ['ko', [], { catalogue: 'ko', chain: ['ko'], lang: 'ko', dir: 'ltr' }],
    ['auto', ['zh-TW'], { catalogue: 'zh-TW', chain: ['zh-TW', 'zh'], lang: 'zh-TW', dir: 'ltr' }],
    ['zh-HK', [], { catalogue: 'zh-HK', chain: ['zh-HK', 'zh-TW', 'zh'], lang: 'zh-HK', dir: 'ltr' }],
    ['xx-YY', ['nl-BE'], { catalogue: 'nl', chain: ['nl'], lang: 'nl', dir: 'ltr' }],
    ['klingon', [], { catalogue: 'en', chain: [], lang: 'en', dir: 'ltr' }],
    ['auto', [], { catalogue: 'en', chain: [], lang: 'en', dir: 'ltr' }],
  ])('%s with %o shows %o', (option, preferred, expected) => {
    expect(frameLocale(option, preferred)).toEqual(expected);
  });
});
