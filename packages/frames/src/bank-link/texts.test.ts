import { describe, expect, it } from 'vitest';
import { CATALOGUE_LOCALES, frameLocale } from '../i18n/catalogue.js';
import { catalogueFiles, catalogueProblems, here, isRegional } from '../i18n/catalogue-files.fixture.js';
import { BANK_LINK_EN } from './messages/en.js';
import { BANK_LINK_LOCALES, fill, loadBankLinkTexts } from './texts.js';

describe('the bank-linking modal texts', () => {
  it('are written in every language of the frames, with every text and the same placeholders', async () => {
    // Regional variants that word nothing differently (en-GB, en-CA, fr-CA) read their language's.
    const expected = CATALOGUE_LOCALES.filter((locale) => !['en-GB', 'en-CA', 'fr-CA'].includes(locale));
    expect([...BANK_LINK_LOCALES].sort()).toEqual([...expected].sort());
    const files = await catalogueFiles(`${here(import.meta.url)}/messages`);
    expect(files.map((file) => file.locale).sort()).toEqual(expected.filter((l) => l !== 'en').sort());
    for (const { locale, messages } of files) {
      expect(catalogueProblems(locale, messages, { ...BANK_LINK_EN }), locale).toEqual([]);
      if (isRegional(locale) || locale === 'fil') continue;
      const untranslated = Object.entries(messages).filter(
        ([id, text]) => text === BANK_LINK_EN[id as keyof typeof BANK_LINK_EN] && text.length > 12,
      );
      expect(untranslated, locale).toEqual([]);
    }
  });

  it('load a locale through its chain, and fill placeholders', async () => {
    const hongKong = await loadBankLinkTexts(frameLocale('zh-HK', []));
    expect(hongKong.selectAccount).toBe('選擇賬戶');
    expect(hongKong.back).toBe('返回');
    const quebec = await loadBankLinkTexts(frameLocale('fr-CA', []));
    expect(quebec.back).not.toBe(BANK_LINK_EN.back);
    const korean = await loadBankLinkTexts(frameLocale('ko', []));
    expect(fill(korean.signInTitle, { bank: 'Test Bank' })).toBe('Test Bank에 로그인');
    expect(await loadBankLinkTexts(frameLocale('en-GB', []))).toEqual(BANK_LINK_EN);
  });
});
