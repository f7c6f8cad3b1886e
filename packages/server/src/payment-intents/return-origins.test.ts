import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReturnOrigins } from '../accounts/index.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

describe.each(DATABASES)("an account's allow-list of return_url origins, on %s", (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { returnUrlOrigins: ['https://shop.example'] } });
  });
  afterAll(async () => t?.close());

  const confirm = (
    intent: { id: string; client_secret: string | null },
    returnUrl: string,
    kind = 'payment',
  ) =>
    t.request('POST', `/v1/${kind}_intents/${intent.id}/confirm`, {
      key: t.publishableKey,
      body: `client_secret=${intent.client_secret}&payment_method=pm_card_visa&return_url=${encodeURIComponent(returnUrl)}`,
    });

  it('refuses a return_url of another origin, and writes nothing', async () => {
    const intent = await t.stripe.paymentIntents.create({ amount: 700, currency: 'usd' });
    const refused = await confirm(intent, 'https://attacker.example/phish');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      type: 'invalid_request_error',
      param: 'return_url',
      message:
        "The return_url's origin (https://attacker.example) is not one of the origins this account allows: https://shop.example.",
    });
    const after = await t.stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.latest_charge).toBeNull();
    const setup = await t.stripe.setupIntents.create({ payment_method_types: ['card'] } as never);
    expect((await confirm(setup, 'https://attacker.example/', 'setup')).status).toBe(400);
  });

  it('takes a return_url of a listed origin', async () => {
    const intent = await t.stripe.paymentIntents.create({ amount: 700, currency: 'usd' });
    const paid = await confirm(intent, 'https://shop.example/thanks?order=1');
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('succeeded');
  });
});

describe('PAYFRAME_RETURN_URL_ORIGINS', () => {
  it('reads origins, and refuses anything but origins', () => {
    expect(parseReturnOrigins(undefined)).toBeUndefined();
    expect(parseReturnOrigins('https://shop.example, https://other.example:8443/')).toEqual([
      'https://shop.example',
      'https://other.example:8443',
    ]);
    expect(() => parseReturnOrigins('https://shop.example/checkout')).toThrow(/PAYFRAME_RETURN_URL_ORIGINS/);
    expect(() => parseReturnOrigins('shop.example')).toThrow(/PAYFRAME_RETURN_URL_ORIGINS/);
  });
});
