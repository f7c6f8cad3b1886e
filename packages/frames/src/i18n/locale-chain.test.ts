import { describe, expect, it } from 'vitest';
import { directionOf, localeChain, pickLocale } from './locale-chain.js';

describe('localeChain', () => {
  it.each([
    ['pt-BR', ['pt-BR', 'pt', 'en']],
    ['fr-CA', ['fr-CA', 'fr', 'en']],
    ['es-419', ['es-419', 'es', 'en']],
    ['zh-HK', ['zh-HK', 'zh-TW', 'zh', 'en']],
    ['zh-TW', ['zh-TW', 'zh', 'en']],
    ['en-AU', ['en-AU', 'en-GB', 'en']],
    ['en', ['en']],
    ['ar', ['ar', 'en']],
  ])('%s falls back through %o', (locale, chain) => {
    expect(localeChain(locale)).toEqual(chain);
  });

  it('writes Arabic and Hebrew right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('fr-CA')).toBe('ltr');
  });
});

describe('pickLocale', () => {
  it('lays a regional catalogue over its language, and reads the language alone when that is all there is', () => {
    expect(pickLocale('pt-BR', [], ['en', 'pt', 'pt-BR'])).toMatchObject({
      chain: ['pt-BR', 'pt'],
      lang: 'pt-BR',
    });
    expect(pickLocale('pt-BR', [], ['en', 'pt'])).toMatchObject({ chain: ['pt'], lang: 'pt-BR' });
    expect(pickLocale('pt-BR', [], ['en'])).toMatchObject({ chain: [], lang: 'en' });
    expect(pickLocale('zh-HK', [], ['en', 'zh', 'zh-TW'])).toMatchObject({
      catalogue: 'zh-TW',
      chain: ['zh-TW', 'zh'],
    });
  });

  it('auto reads the browser languages in order', () => {
    expect(pickLocale('auto', ['pt-BR', 'fr'], ['en', 'fr'])).toMatchObject({ chain: [], lang: 'en' });
    expect(pickLocale('auto', ['ko-KR', 'fr'], ['en', 'fr']).lang).toBe('en');
  });
});
