import { describe, expect, it } from 'vitest';
import { OAUTH_TEXTS } from '../financial-connections/oauth-texts.js';
import { INVOICE_TEXTS } from '../invoices/invoice-texts.js';
import { MANDATE_TEXTS } from '../mandates/mandate-texts.js';
import { MICRODEPOSIT_TEXTS } from '../pages/microdeposit-texts.js';
import { QR_TEXTS } from '../pages/qr-texts.js';
import { RECEIPT_TEXTS } from '../pages/receipt-texts.js';
import { LINK_TEXTS } from '../payment-links/texts.js';
import { VOUCHER_TEXTS } from '../vouchers/texts.js';
import { localeChain, PAGE_LOCALES, pageDirection, pageLocale, withFallbacks } from './locale.js';
import { NOT_FOUND_TEXTS } from './not-found-texts.js';

describe('pageLocale', () => {
  it.each([
    [['pt-BR'], 'pt-BR'],
    [['pt-br'], 'pt-BR'],
    [['pt-PT,pt;q=0.9'], 'pt'],
    [['pt'], 'pt'],
    [['auto', 'fr-CA,en;q=0.8'], 'fr-CA'],
    [['fr-BE,en;q=0.8'], 'fr'],
    [['pl-PL,en;q=0.8'], 'pl'],
    [['nb-NO'], 'nb'],
    [['es-419'], 'es-419'],
    [['en-GB'], 'en'],
    [['ko-KR,pt-BR;q=0.8'], 'ko'],
    [['th-TH,pt-BR;q=0.8'], 'th'],
    [['ar-EG,pt-BR;q=0.8'], 'ar'],
    [['he-IL'], 'he'],
    [['sw-KE,pt-BR;q=0.8'], 'pt-BR'],
    [['zh-CN'], 'zh'],
    [['zh-TW'], 'zh-TW'],
    [['zh-HK,zh;q=0.9'], 'zh-HK'],
    [['xx'], 'en'],
  ] as const)('%o reads %s', (asked, expected) => {
    expect(pageLocale(...asked)).toBe(expected);
  });
});

describe('pageDirection', () => {
  it('writes Arabic and Hebrew right to left, every other page language left to right', () => {
    expect(PAGE_LOCALES.filter((locale) => pageDirection(locale) === 'rtl')).toEqual(['ar', 'he']);
  });
});

describe('the server pages texts', () => {
  const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
  const flat = (texts: object): [string, string][] =>
    Object.entries(texts).flatMap(([key, value]): [string, string][] =>
      typeof value === 'string'
        ? [[key, value] as [string, string]]
        : flat(value).map(([k, v]) => [`${key}.${k}`, v]),
    );
  it.each(PAGE_LOCALES)('%s has every text of English, with the same placeholders', (locale) => {
    const catalogues = [
      VOUCHER_TEXTS,
      INVOICE_TEXTS,
      LINK_TEXTS,
      MICRODEPOSIT_TEXTS,
      RECEIPT_TEXTS,
      QR_TEXTS,
      MANDATE_TEXTS,
      OAUTH_TEXTS,
      NOT_FOUND_TEXTS,
    ];
    for (const catalogue of catalogues) {
      const english = new Map(flat(catalogue.en));
      const texts = new Map(flat(catalogue[locale]));
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of texts) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
      }
    }
  });
});

describe('the page texts a language has of its own', () => {
  // A language that reads its parent's or English's texts by mistake (a copy left untranslated).
  it.each(PAGE_LOCALES.filter((locale) => locale !== 'en'))('%s is not English', (locale) => {
    for (const catalogue of [RECEIPT_TEXTS, QR_TEXTS, MANDATE_TEXTS, OAUTH_TEXTS, NOT_FOUND_TEXTS])
      expect(catalogue[locale]).not.toEqual(catalogue.en);
    expect(MANDATE_TEXTS[locale].notes.sepa).not.toBe(MANDATE_TEXTS.en.notes.sepa);
  });
});

describe('the regional fall-back chain', () => {
  it.each([
    ['zh-HK', ['zh-HK', 'zh-TW', 'zh', 'en']],
    ['zh-TW', ['zh-TW', 'zh', 'en']],
    ['es-419', ['es-419', 'es', 'en']],
    ['fr-CA', ['fr-CA', 'fr', 'en']],
    ['pt-BR', ['pt-BR', 'pt', 'en']],
    ['en-GB', ['en-GB', 'en']],
    ['de', ['de', 'en']],
    ['en', ['en']],
  ])('%s reads %j', (locale, chain) => {
    expect(localeChain(locale)).toEqual(chain);
  });

  interface Texts {
    title: string;
    amount: string;
    steps: { bank: string; atm: string };
  }
  const en: Texts = { title: 'Pay', amount: 'Amount', steps: { bank: 'At a bank', atm: 'At an ATM' } };
  const texts = withFallbacks<Texts, 'en' | 'fr' | 'fr-CA' | 'zh' | 'zh-TW' | 'zh-HK'>(
    ['en', 'fr', 'fr-CA', 'zh', 'zh-TW', 'zh-HK'],
    {
      en,
      fr: { title: 'Payer', amount: 'Montant', steps: { bank: 'À la banque', atm: 'Au distributeur' } },
      'fr-CA': { steps: { atm: 'Au guichet automatique' } },
      // A language missing a text (as a new one may) reads it in English.
      zh: { title: '付款', amount: '金额' } as Texts,
      'zh-TW': { amount: '金額' },
    },
  );

  it('fills what a regional locale lacks from its parent, group by group', () => {
    expect(texts['fr-CA']).toEqual({
      title: 'Payer',
      amount: 'Montant',
      steps: { bank: 'À la banque', atm: 'Au guichet automatique' },
    });
    expect(texts.fr.steps.atm).toBe('Au distributeur');
  });

  it('goes up the whole chain, then to English for what no step has', () => {
    expect(texts['zh-HK']).toEqual({ title: '付款', amount: '金額', steps: en.steps });
    expect(texts['zh-TW']).toEqual(texts['zh-HK']);
    expect(texts.zh.amount).toBe('金额');
  });

  it('gives only the locales asked for, leaving the texts it was given as they were', () => {
    expect(Object.keys(texts).sort()).toEqual(['en', 'fr', 'fr-CA', 'zh', 'zh-HK', 'zh-TW']);
    expect(texts.en).toEqual(en);
    expect(en.steps.atm).toBe('At an ATM');
  });
});
