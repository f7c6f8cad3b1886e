import { describe, expect, it } from 'vitest';
import { isLocaleOption, resolveLocale, SUPPORTED_LOCALES } from './locales.js';

describe('locales', () => {
  it('has about 40 locales with regional variants', () => {
    expect(SUPPORTED_LOCALES.length).toBeGreaterThanOrEqual(40);
    for (const locale of ['en', 'en-GB', 'fr-CA', 'es-419', 'pt-BR', 'zh-HK', 'zh-TW'])
      expect(SUPPORTED_LOCALES).toContain(locale);
  });

  it.each([
    ['auto', true],
    ['fr', true],
    ['FR-ca', true],
    ['es-419', true],
    ['xx', false],
    ['en-US', false],
  ])('%s is a locale option: %s', (value, accepted) => {
    expect(isLocaleOption(value)).toBe(accepted);
  });

  it.each([
    ['fr', [], 'fr'],
    ['auto', ['de-AT', 'en'], 'de'],
    ['auto', ['pt-BR'], 'pt-BR'],
    ['auto', ['zh_TW'], 'zh-TW'],
    ['auto', ['no-NO'], 'nb'],
    ['auto', ['xx-YY'], 'en'],
    ['auto', [], 'en'],
    ['en-US', [], 'en'],
  ])('%s with %o resolves to %s', (option, preferred, locale) => {
    expect(resolveLocale(option, preferred)).toBe(locale);
  });
});
