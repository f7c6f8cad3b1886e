import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { cardMetadataRanges } from './ranges.js';

describe('card metadata ranges', () => {
  it('answers the test card and the brand range for 424242', () => {
    const ranges = cardMetadataRanges('424242');
    expect(ranges[0]).toEqual({
      account_range_low: '4242424200000000',
      account_range_high: '4242424299999999',
      pan_length: 16,
      brand: 'visa',
      country: 'US',
      funding: 'credit',
    });
    expect(ranges.at(-1)).toMatchObject({
      account_range_low: '4242420000000000',
      account_range_high: '4242429999999999',
      brand: 'visa',
    });
  });

  it('answers one range per network for a co-badged card', () => {
    const brands = cardMetadataRanges('400000')
      .filter((r) => r.account_range_low.startsWith('40000025'))
      .map((r) => r.brand);
    expect(brands).toEqual(['cartes_bancaires', 'visa']);
  });

  it('names 14-digit Diners Club cards diners, and 15-digit Amex', () => {
    expect(cardMetadataRanges('362272')[0]).toMatchObject({ brand: 'diners', pan_length: 14 });
    expect(cardMetadataRanges('378282')[0]).toMatchObject({ brand: 'amex', pan_length: 15 });
  });

  it('answers no range for a prefix of no brand', () => {
    expect(cardMetadataRanges('999999')).toEqual([]);
  });

  it.each(['42424', '4242424', 'abcdef', '', '４２４２４２'])('refuses %j', (prefix) => {
    expect(() => cardMetadataRanges(prefix)).toThrow('Invalid BIN prefix.');
  });
});

describe.each(DATABASES)('GET /v1/card_metadata on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  it('answers the ranges to a publishable key', async () => {
    const res = await t.request('GET', '/v1/card_metadata?bin_prefix=555555', { key: t.publishableKey });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      account_range_low: '5555555500000000',
      account_range_high: '5555555599999999',
      brand: 'mastercard',
      pan_length: 16,
    });
    const byParam = await t.request('GET', `/v1/card_metadata?bin_prefix=424242&key=${t.publishableKey}`, {
      key: null,
    });
    expect(byParam.status).toBe(200);
  });

  it("answers 'Invalid BIN prefix.' for anything but 6 digits", async () => {
    for (const query of ['bin_prefix=4242', 'bin_prefix=42424242', '']) {
      const res = await t.request('GET', `/v1/card_metadata?${query}`, { key: t.publishableKey });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        type: 'invalid_request_error',
        message: 'Invalid BIN prefix.',
        param: 'bin_prefix',
      });
    }
  });
});
