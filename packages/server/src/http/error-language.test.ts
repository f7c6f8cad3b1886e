import { SHOPPER_ERRORS_DE, SHOPPER_ERRORS_KO, SHOPPER_ERRORS_ZH_TW } from '@payframe/core/shopper-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { acceptedLanguages, localizeErrorPayload } from './error-language.js';

describe('acceptedLanguages', () => {
  it('orders the header by weight and leaves out the wildcard and refused languages', () => {
    expect(acceptedLanguages('fr;q=0.5, de-CH, en;q=0.8, it;q=0, *')).toEqual(['de-CH', 'en', 'fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('*')).toEqual([]);
  });
});

describe('localizeErrorPayload', () => {
  const decline = JSON.stringify({
    error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  });

  it('words a decline in the first language there are texts for, codes untouched', () => {
    const body = JSON.parse(localizeErrorPayload(decline, ['xx', 'zh-TW', 'de']));
    expect(body.error).toEqual({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: SHOPPER_ERRORS_ZH_TW['decline.insufficient_funds'],
    });
  });

  it('keeps English without languages, and a message that is not the standard wording', () => {
    expect(localizeErrorPayload(decline, [])).toBe(decline);
    const specific = JSON.stringify({
      error: { type: 'card_error', code: 'card_declined', message: 'Custom.' },
    });
    expect(localizeErrorPayload(specific, ['de'])).toBe(specific);
    const missing = JSON.stringify({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: "No such payment_intent: 'pi_1'",
      },
    });
    expect(localizeErrorPayload(missing, ['de'])).toBe(missing);
  });
});

describe.each(DATABASES)('API error messages in the shopper language on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  async function confirmDeclined(headers: Record<string, string>) {
    const intent = await t.stripe.paymentIntents.create({ amount: 1200, currency: 'eur' });
    return t.request('POST', `/v1/payment_intents/${intent.id}/confirm`, {
      key: t.publishableKey,
      headers,
      body: {
        client_secret: intent.client_secret!,
        payment_method: 'pm_card_chargeDeclinedInsufficientFunds',
      },
    });
  }

  it('answers a browser confirmation declined in German in German, with the same codes', async () => {
    const german = await confirmDeclined({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(german.status).toBe(402);
    expect(german.body).toMatchObject({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: SHOPPER_ERRORS_DE['decline.insufficient_funds'],
      },
    });
    expect(german.headers.get('vary')).toContain('Accept-Language');
  });

  it('answers callers without Accept-Language (a merchant server) in English', async () => {
    const plain = await confirmDeclined({});
    expect(plain.body).toMatchObject({
      error: { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    const wildcard = await confirmDeclined({ 'accept-language': '*' });
    expect(wildcard.body).toMatchObject({ error: { message: 'Your card has insufficient funds.' } });
  });

  it('words a card data error in Korean for a Korean browser', async () => {
    const answer = await t.request('POST', '/v1/payment_methods', {
      key: t.publishableKey,
      headers: { 'accept-language': 'ko-KR' },
      body: {
        type: 'card',
        'card[number]': '4242424242424241',
        'card[exp_month]': '12',
        'card[exp_year]': String(new Date().getFullYear() + 2),
        'card[cvc]': '123',
      },
    });
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({
      error: {
        type: 'card_error',
        code: 'incorrect_number',
        param: 'number',
        message: SHOPPER_ERRORS_KO['decline.incorrect_number'],
      },
    });
  });
});
