import { describe, expect, it } from 'vitest';
import { ACTION_TEXTS, actionLocale } from './action-texts.js';

describe('the action pages’ texts', () => {
  it('has every text and button in every language, with the same placeholders', () => {
    const english = ACTION_TEXTS.en!;
    for (const [locale, texts] of Object.entries(ACTION_TEXTS)) {
      expect(Object.keys(texts).sort(), locale).toEqual(Object.keys(english).sort());
      expect(Object.keys(texts.buttons).sort(), locale).toEqual(Object.keys(english.buttons).sort());
      for (const [key, text] of Object.entries(texts)) {
        if (typeof text !== 'string') continue;
        const reference = english[key as keyof typeof english] as string;
        expect(text.includes('{method}'), `${locale} ${key}`).toBe(reference.includes('{method}'));
      }
    }
  });

  it('takes the locale passed, else the first browser language it speaks, else English', () => {
    expect(actionLocale('de', 'fr-FR')).toBe('de');
    expect(actionLocale('auto', 'he-IL,en;q=0.5')).toBe('he');
    expect(actionLocale(undefined, 'pt-BR,pt;q=0.9')).toBe('pt-BR');
    expect(actionLocale(undefined, 'sw-KE')).toBe('en');
  });
});

describe('the action pages’ languages', () => {
  it('speaks Arabic, Hebrew and the European languages of the frames', () => {
    for (const locale of ['ar', 'he', 'pl', 'cs', 'sk', 'hu', 'ro', 'ru', 'bg', 'el', 'hr', 'sl', 'mt'])
      expect(Object.keys(ACTION_TEXTS), locale).toContain(locale);
    for (const locale of ['sv', 'da', 'nb', 'fi', 'et', 'lv', 'lt'])
      expect(actionLocale(undefined, `${locale}`)).toBe(locale);
    expect(ACTION_TEXTS.pl!.buttons.Complete).not.toBe(ACTION_TEXTS.en!.buttons.Complete);
  });

  it('speaks Portuguese and the Asian languages of the frames, regional variants over their parent', () => {
    for (const locale of [
      'pt',
      'pt-BR',
      'ko',
      'zh',
      'zh-TW',
      'zh-HK',
      'id',
      'ms',
      'vi',
      'th',
      'tr',
      'fil',
      'es-419',
    ])
      expect(actionLocale(undefined, `${locale},en;q=0.5`), locale).toBe(locale);
    expect(actionLocale('pt-PT', undefined)).toBe('pt');
    expect(ACTION_TEXTS['pt-BR']!.amount).toBe('Valor');
    expect(ACTION_TEXTS.pt!.amount).toBe('Montante');
    expect(ACTION_TEXTS['zh-HK']!.amount).toBe(ACTION_TEXTS['zh-TW']!.amount);
    expect(ACTION_TEXTS['zh-HK']!.buttons.Expire).not.toBe(ACTION_TEXTS['zh-TW']!.buttons.Expire);
    expect(ACTION_TEXTS['es-419']!.amount).toBe('Monto');
  });
});
