import { SUPPORTED_LOCALES } from '@payframe/core/form';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LOCALES } from '../i18n/catalogue.js';
import { catalogueFiles, catalogueProblems, here, isRegional } from '../i18n/catalogue-files.fixture.js';
import { ONRAMP_EN } from './messages/en.js';
import { loadOnrampTexts, ONRAMP_LOCALES } from './messages.js';

describe('the onramp frame texts', () => {
  it('is written in every locale the frames speak, each with every text and the same placeholders', async () => {
    expect([...ONRAMP_LOCALES].sort()).toEqual(
      CATALOGUE_LOCALES.filter((locale) => locale !== 'en-GB' && locale !== 'en-CA').sort(),
    );
    const files = await catalogueFiles(`${here(import.meta.url)}/messages`);
    expect(files.map((file) => file.locale).sort()).toEqual(ONRAMP_LOCALES.filter((l) => l !== 'en').sort());
    for (const { locale, messages } of files) {
      expect(catalogueProblems(locale, messages, ONRAMP_EN), locale).toEqual([]);
      // Filipino pages keep English terms (test mode, wallet address), as Philippine shops write.
      if (isRegional(locale) || locale === 'fil') continue;
      const untranslated = Object.entries(messages).filter(
        ([id, text]) => text === ONRAMP_EN[id as keyof typeof ONRAMP_EN] && text.length > 12,
      );
      expect(untranslated, locale).toEqual([]);
    }
  });

  it('follows the locale asked for, then the browser, through a region to its language', async () => {
    expect((await loadOnrampTexts('fr', ['en-US'])).t('continue')).toBe('Continuer');
    expect((await loadOnrampTexts('auto', ['ja-JP'])).t('continue')).toBe('続行');
    expect((await loadOnrampTexts(null, ['de-DE'])).t('pay', { amount: '10,00 $' })).toBe('10,00 $ bezahlen');
    const quebec = await loadOnrampTexts('fr-CA', []);
    expect([quebec.t('email'), quebec.t('continue'), quebec.lang]).toEqual([
      'Courriel',
      'Continuer',
      'fr-CA',
    ]);
    const arabic = await loadOnrampTexts('ar', []);
    expect([arabic.t('continue'), arabic.dir]).toEqual(['متابعة', 'rtl']);
    expect((await loadOnrampTexts('ko', [])).t('pay', { amount: '₩10,000' })).toBe('₩10,000 결제');
    expect(SUPPORTED_LOCALES).toContain('zh-HK');
  });
});
