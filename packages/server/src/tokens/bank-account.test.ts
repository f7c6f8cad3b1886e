import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { validAbaRouting } from './bank-account.js';

describe('ABA routing numbers', () => {
  it('accepts the test routing number and real ones, refuses a bad checksum', () => {
    expect(validAbaRouting('110000000')).toBe(true);
    expect(validAbaRouting('021000021')).toBe(true);
    expect(validAbaRouting('110000001')).toBe(false);
    expect(validAbaRouting('11000000')).toBe(false);
  });
});

describe.each(DATABASES)('bank account tokens on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  const create = (bank_account: Record<string, unknown>) =>
    t.publishable.tokens.create({ bank_account } as never);
  const US = {
    country: 'US',
    currency: 'usd',
    account_holder_name: 'Jenny Rosen',
    account_holder_type: 'individual',
    routing_number: '110000000',
    account_number: '000123456789',
  };

  it("tokenizes Stripe's test accounts, and reads them back by id", async () => {
    for (const account_number of ['000123456789', '000111111116', '000222222227']) {
      const token = await create({ ...US, account_number });
      expect(token).toMatchObject({
        object: 'token',
        type: 'bank_account',
        used: false,
        bank_account: {
          object: 'bank_account',
          country: 'US',
          currency: 'usd',
          routing_number: '110000000',
          bank_name: 'STRIPE TEST BANK',
          account_holder_type: 'individual',
          last4: account_number.slice(-4),
        },
      });
      expectValidResource('token', token);
      expect(JSON.stringify(token)).not.toContain(account_number);
      expect(await t.stripe.tokens.retrieve(token.id)).toEqual(token);
    }
  });

  it('tokenizes an IBAN for a SEPA country, its country taken from the IBAN', async () => {
    const token = await create({ country: 'de', account_number: 'DE89 3704 0044 0532 0130 00' });
    expect(token.bank_account).toMatchObject({
      country: 'DE',
      currency: 'eur',
      last4: '3000',
      routing_number: null,
    });
    expectValidResource('token', token);
  });

  it('answers every bad bank account with a 400 naming the parameter', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...US, routing_number: '110000001' }, 'bank_account[routing_number]', 'routing_number_invalid'],
      [{ ...US, routing_number: '1100' }, 'bank_account[routing_number]', 'routing_number_invalid'],
      [{ ...US, routing_number: undefined }, 'bank_account[routing_number]', 'parameter_missing'],
      [{ ...US, account_number: '12' }, 'bank_account[account_number]', 'account_number_invalid'],
      [{ ...US, account_number: 'abcdefgh' }, 'bank_account[account_number]', 'account_number_invalid'],
      [{ ...US, currency: 'eur' }, 'bank_account[currency]', 'parameter_invalid_string'],
      [{ ...US, country: 'USA' }, 'bank_account[country]', 'parameter_invalid_string'],
      [
        { country: 'FR', account_number: 'DE89370400440532013000' },
        'bank_account[account_number]',
        'account_number_invalid',
      ],
    ];
    for (const [input, param, code] of cases) {
      await expect(create(input), JSON.stringify(input)).rejects.toMatchObject({
        statusCode: 400,
        type: 'StripeInvalidRequestError',
        param,
        code,
      });
    }
    // An IBAN that fails its checksum, an unknown holder type, a missing account number.
    for (const input of [
      { country: 'DE', account_number: 'DE00370400440532013000' },
      { ...US, account_holder_type: 'robot' },
      { country: 'US', routing_number: '110000000' },
    ]) {
      await expect(create(input)).rejects.toMatchObject({
        statusCode: 400,
        type: 'StripeInvalidRequestError',
      });
    }
  });
});
