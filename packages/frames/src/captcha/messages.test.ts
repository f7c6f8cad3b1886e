import { describe, expect, it } from 'vitest';
import { CATALOGUE_LOCALES } from '../i18n/catalogue.js';
import { catalogueFiles, catalogueProblems, here, isRegional } from '../i18n/catalogue-files.fixture.js';
import { VERIFY_EN } from './messages/en.js';
import { loadVerifyTexts, VERIFY_LOCALES } from './messages.js';

/** Spaces and bidirectional marks aside, how a language writes fifty per cent. */
const bare = (text: string) => text.replace(/[\s\u00a0\u202f\u200e\u200f\u061c]/g, '');

describe('the challenge modal texts', () => {
  it('is written in every locale the frames speak, each with every text and the same placeholders', async () => {
    expect([...VERIFY_LOCALES].sort()).toEqual(
      CATALOGUE_LOCALES.filter((locale) => locale !== 'en-GB' && locale !== 'en-CA').sort(),
    );
    const files = await catalogueFiles(`${here(import.meta.url)}/messages`);
    expect(files.map((file) => file.locale).sort()).toEqual(VERIFY_LOCALES.filter((l) => l !== 'en').sort());
    for (const { locale, messages } of files) {
      expect(catalogueProblems(locale, messages, VERIFY_EN), locale).toEqual([]);
      // Filipino pages keep English terms (card, digit, test mode), as Philippine shops write.
      if (isRegional(locale) || locale === 'fil') continue;
      const untranslated = Object.entries(messages).filter(
        ([id, text]) => text === VERIFY_EN[id as keyof typeof VERIFY_EN] && text.length > 6,
      );
      expect(untranslated, locale).toEqual([]);
    }
  });

  it('writes the progress with the per cent sign where each language puts it', async () => {
    for (const locale of VERIFY_LOCALES) {
      const { t, lang } = await loadVerifyTexts(locale, []);
      const percent = new Intl.NumberFormat(lang, { style: 'percent' }).format(0.5);
      expect(bare(t('captcha.working', { percent: 50 })), locale).toContain(bare(percent));
      // The space, where there is one, is a no-break one: the sign never wraps onto a line alone.
      expect(t('captcha.working', { percent: 50 }), locale).not.toMatch(/50 %|% 50/);
    }
  });

  it('follows the locale asked for, then the browser, through a region to its language', async () => {
    expect((await loadVerifyTexts('de', ['en-US'])).t('captcha.checkbox')).toBe('Ich bin kein Roboter');
    expect((await loadVerifyTexts('auto', ['ja-JP'])).t('cardImage.verify')).toBe('確認する');
    const quebec = await loadVerifyTexts('fr-CA', []);
    expect([quebec.t('cardImage.incomplete'), quebec.t('captcha.checkbox'), quebec.lang]).toEqual([
      'Entrez les 4 chiffres.',
      'Je ne suis pas un robot',
      'fr-CA',
    ]);
    const hongKong = await loadVerifyTexts('zh-HK', []);
    expect([hongKong.t('cardImage.title'), hongKong.t('captcha.checkbox')]).toEqual([
      '確認您的信用卡',
      '我不是機器人',
    ]);
    expect((await loadVerifyTexts('pt-BR', [])).t('captcha.title')).toBe('Confirme que você é uma pessoa');
    expect((await loadVerifyTexts('pt', [])).t('captcha.title')).toBe('Confirme que é uma pessoa');
    expect((await loadVerifyTexts('tr', [])).t('captcha.working', { percent: 42 })).toBe(
      'Kontrol ediliyor… %42',
    );
    const british = await loadVerifyTexts('en-GB', []);
    expect([british.t('captcha.done'), british.lang]).toEqual(['Verified', 'en-GB']);
    expect((await loadVerifyTexts('xx', ['xx-YY'])).t('captcha.done')).toBe('Verified');
  });

  it('reads Arabic and Hebrew right to left', async () => {
    const arabic = await loadVerifyTexts('ar', []);
    expect([arabic.t('captcha.checkbox'), arabic.dir]).toEqual(['لست روبوتًا', 'rtl']);
    const hebrew = await loadVerifyTexts('he', []);
    expect([hebrew.t('captcha.checkbox'), hebrew.dir]).toEqual(['אני לא רובוט', 'rtl']);
    expect((await loadVerifyTexts('fr', [])).dir).toBe('ltr');
  });
});
