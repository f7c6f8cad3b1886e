import { FIELD_ERRORS } from '@payframe/core';
import { describe, expect, it } from 'vitest';
import { COMPLETE_LOCALES, formatMessage, frameLocale, loadCatalogue } from './catalogue.js';
import { EN } from './messages/en.js';

describe('message catalogues', () => {
  it.each(COMPLETE_LOCALES)('%s has every message id, none empty, the same placeholders', async (locale) => {
    const catalogue = await loadCatalogue(locale);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(EN).sort());
    for (const [id, english] of Object.entries(EN)) {
      const text = catalogue[id as keyof typeof EN];
      expect(text.trim(), id).not.toBe('');
      const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(text), id).toEqual(placeholders(english));
    }
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
});

describe('frameLocale', () => {
  it.each([
    ['fr', [], { catalogue: 'fr', lang: 'fr' }],
    ['fr-CA', [], { catalogue: 'fr-CA', lang: 'fr-CA' }],
    ['fr-BE', [], { catalogue: 'fr', lang: 'fr' }],
    ['ja', ['en-US'], { catalogue: 'ja', lang: 'ja' }],
    ['auto', ['de-AT', 'en'], { catalogue: 'de', lang: 'de' }],
    ['auto', ['es-MX'], { catalogue: 'es', lang: 'es' }],
    ['es-419', [], { catalogue: 'es-419', lang: 'es-419' }],
    ['pl', [], { catalogue: 'pl', lang: 'pl' }],
    ['pt-BR', [], { catalogue: 'pt-BR', lang: 'pt-BR' }],
    ['auto', ['pt-BR'], { catalogue: 'pt-BR', lang: 'pt-BR' }],
    ['pt', [], { catalogue: 'pt', lang: 'pt' }],
    ['auto', ['pt-PT'], { catalogue: 'pt', lang: 'pt' }],
    ['auto', ['no-NO'], { catalogue: 'nb', lang: 'nb' }],
    ['en-GB', [], { catalogue: 'en-GB', lang: 'en-GB' }],
    ['en-AU', [], { catalogue: 'en-AU', lang: 'en-AU' }],
    ['ko', [], { catalogue: 'ko', lang: 'ko' }],
    ['auto', ['zh-TW'], { catalogue: 'zh-TW', lang: 'zh-TW' }],
    ['zh-HK', [], { catalogue: 'zh-HK', lang: 'zh-HK' }],
    ['zh', [], { catalogue: 'zh', lang: 'zh' }],
    ['xx-YY', ['nl-BE'], { catalogue: 'nl', lang: 'nl' }],
    ['klingon', [], { catalogue: 'en', lang: 'en' }],
    ['auto', [], { catalogue: 'en', lang: 'en' }],
  ])('%s with %o shows %o', (option, preferred, expected) => {
    expect(frameLocale(option, preferred)).toEqual(expected);
  });
});
