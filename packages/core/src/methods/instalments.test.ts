import { describe, expect, it } from 'vitest';
import { instalmentSchedule, messagingMethods, smallestInstalment } from './instalments.js';

const TODAY = new Date('2024-01-31T15:00:00Z');

describe('instalment schedules', () => {
  it.each([
    [10_000, [2_500, 2_500, 2_500, 2_500]],
    [10_001, [2_501, 2_500, 2_500, 2_500]],
    [10_003, [2_503, 2_500, 2_500, 2_500]],
    [3, [3, 0, 0, 0]],
    [99_999, [25_002, 24_999, 24_999, 24_999]],
  ])('pay in 4 splits %i into %o, every two weeks from today', (amount, parts) => {
    const schedule = instalmentSchedule({ kind: 'pay_in_4', count: 4 }, amount, TODAY);
    expect(schedule.map((p) => p.amount)).toEqual(parts);
    expect(schedule.reduce((sum, p) => sum + p.amount, 0)).toBe(amount);
    expect(schedule.map((p) => p.date)).toEqual(['2024-01-31', '2024-02-14', '2024-02-28', '2024-03-13']);
  });

  it('monthly payments start a month from today, on the month’s last day when it is shorter', () => {
    const schedule = instalmentSchedule({ kind: 'monthly', count: 12 }, 60_000, TODAY);
    expect(schedule.map((p) => p.amount)).toEqual(Array(12).fill(5_000));
    expect(schedule.map((p) => p.date).slice(0, 4)).toEqual([
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2024-05-31',
    ]);
    expect(schedule.at(-1)?.date).toBe('2025-01-31');
  });

  it.each([
    [{ kind: 'pay_in_4', count: 4 } as const, 10_001, 2_500],
    [{ kind: 'monthly', count: 12 } as const, 100_000, 8_333],
  ])('the smallest payment of %o for %i is %i', (plan, amount, smallest) => {
    expect(smallestInstalment(plan, amount)).toBe(smallest);
  });
});

describe('the methods a messaging element shows', () => {
  const ALL = ['afterpay_clearpay', 'klarna', 'affirm', 'card'];
  it.each([
    [10_000, 'usd', 'US', ALL, ['klarna', 'afterpay_clearpay', 'affirm']],
    [4_000, 'usd', 'US', ALL, ['klarna', 'afterpay_clearpay']],
    [500_000, 'usd', 'US', ALL, ['klarna', 'affirm']],
    [10_000, 'eur', 'DE', ALL, ['klarna']],
    [10_000, 'gbp', 'gb', ALL, ['klarna', 'afterpay_clearpay']],
    [10_000, 'usd', 'MX', ALL, []],
    [10_000, 'usd', 'US', ['affirm'], ['affirm']],
    [10_000, 'usd', 'US', ['card'], []],
  ])('%i %s in %s of %o: %o', (amount, currency, countryCode, paymentMethodTypes, shown) => {
    expect(
      messagingMethods({ amount, currency, countryCode, paymentMethodTypes }).map((d) => d.type),
    ).toEqual(shown);
  });
});
