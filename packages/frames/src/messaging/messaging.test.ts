import { methodDescriptor } from '@payframe/core/methods';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../i18n/catalogue.js';
import { EN } from '../i18n/messages/en.js';
import { FR } from '../i18n/messages/fr.js';
import { JA } from '../i18n/messages/ja.js';
import { readMessagingOptions } from './messaging-options.js';
import { planLine, pluralForm, scheduleRows } from './plan-text.js';

const klarna = methodDescriptor('klarna')!;
const affirm = methodDescriptor('affirm')!;

describe('the messaging element’s options', () => {
  it('reads them, with every buy now, pay later method and the merchant’s country by default', () => {
    expect(readMessagingOptions({ amount: 10_000, currency: 'USD' }, 'US')).toEqual({
      ok: true,
      config: {
        amount: 10_000,
        currency: 'usd',
        countryCode: 'US',
        paymentMethodTypes: ['klarna', 'afterpay_clearpay', 'affirm'],
      },
    });
    expect(
      readMessagingOptions(
        { amount: 500, currency: 'eur', countryCode: 'de', paymentMethodTypes: ['klarna'] },
        'US',
      ),
    ).toMatchObject({ ok: true, config: { countryCode: 'DE', paymentMethodTypes: ['klarna'] } });
  });

  it.each([
    [{ currency: 'usd' }, 'amount'],
    [{ amount: 10.5, currency: 'usd' }, 'amount'],
    [{ amount: 1000, currency: 'dollars' }, 'currency'],
    [{ amount: 1000, currency: 'usd', countryCode: 'USA' }, 'countryCode'],
    [{ amount: 1000, currency: 'usd', paymentMethodTypes: 'klarna' }, 'paymentMethodTypes'],
  ])('refuses %o, naming %s', (raw, option) => {
    const read = readMessagingOptions(raw, 'US');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toContain(option);
  });
});

describe('what the element says of a plan', () => {
  it.each([
    ['en', EN, klarna, 10_000, 'usd', '4 interest-free payments of $25.00 with Klarna'],
    ['en', EN, affirm, 60_000, 'usd', 'As low as $50.00/mo with Affirm'],
    ['fr', FR, klarna, 10_000, 'eur', '4 paiements sans frais de 25,00 € avec Klarna'],
    ['ja', JA, klarna, 10_000, 'usd', 'Klarnaなら$25.00の4回払い（手数料無料）'],
  ] as const)('%s: %s of %i %s', (lang, catalogue, descriptor, amount, currency, text) => {
    const line = planLine(
      descriptor,
      amount,
      currency,
      lang,
      descriptor.type === 'klarna' ? 'Klarna' : 'Affirm',
    )!;
    expect(formatMessage(catalogue, line.id, line.params).replace(/\u00a0|\u202f/g, ' ')).toBe(text);
  });

  it.each([
    ['en', 1, 'one'],
    ['en', 4, 'other'],
    ['fr', 1, 'one'],
    ['fr', 0, 'one'],
    ['ja', 1, 'other'],
  ])('%s counts %i as %s', (lang, count, form) => {
    expect(pluralForm(lang, count)).toBe(form);
  });

  it('lists each payment’s day and amount in the shopper’s language', () => {
    const rows = scheduleRows(klarna, 10_001, 'usd', 'en', new Date('2024-01-31T12:00:00Z'));
    expect(rows).toEqual([
      { date: 'Jan 31', amount: '$25.01' },
      { date: 'Feb 14', amount: '$25.00' },
      { date: 'Feb 28', amount: '$25.00' },
      { date: 'Mar 13', amount: '$25.00' },
    ]);
    const german = scheduleRows(affirm, 60_000, 'usd', 'de', new Date('2024-01-31T12:00:00Z'))[0]!;
    expect(german.date).toBe('Feb. 2024');
    expect(german.amount.replace(/\u00a0/g, ' ')).toBe('50,00 $');
  });
});
