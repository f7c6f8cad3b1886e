import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

describe.each(DATABASES)('sources on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  /** POST /v1/sources with the publishable key (a JSON body: the API takes both encodings). */
  const create = (body: Record<string, unknown>) =>
    t.request('POST', '/v1/sources', {
      body: JSON.stringify(body),
      key: t.publishableKey,
      headers: { 'content-type': 'application/json' },
    });

  it('makes a chargeable, reusable card source; the number stays out of it', async () => {
    const res = await create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: NEXT_YEAR, cvc: '123' },
      owner: { name: 'Jenny Rosen', address: { postal_code: '94107' } },
    });
    expect(res.status).toBe(200);
    const source = res.body;
    expect(source).toMatchObject({
      object: 'source',
      type: 'card',
      flow: 'none',
      status: 'chargeable',
      usage: 'reusable',
      owner: { name: 'Jenny Rosen', address: { postal_code: '94107' } },
      card: {
        brand: 'Visa',
        last4: '4242',
        cvc_check: 'unchecked',
        address_zip_check: 'unchecked',
        three_d_secure: 'optional',
      },
    });
    expect(source.id).toMatch(/^src_/);
    expect(source.client_secret).toMatch(/^src_client_secret_/);
    expectValidResource('source', source);
    expect(res.text).not.toContain('4242424242424242');
    // A card token works as well, once.
    const token = await t.publishable.tokens.create({
      card: { number: '4000000000003220', exp_month: 12, exp_year: NEXT_YEAR, cvc: '123' },
    } as never);
    const fromToken = await create({ type: 'card', token: token.id });
    expect(fromToken.body.card).toMatchObject({ last4: '3220', three_d_secure: 'required' });
    expect((await create({ type: 'card', token: token.id })).body.error).toMatchObject({
      code: 'token_already_used',
    });
  });

  it('makes SEPA and BECS debit sources, and an iDEAL one that redirects to a test page', async () => {
    const sepa = await create({
      type: 'sepa_debit',
      sepa_debit: { iban: 'DE89370400440532013000' },
      currency: 'eur',
      owner: { name: 'Jenny Rosen' },
    });
    expect(sepa.body).toMatchObject({
      type: 'sepa_debit',
      currency: 'eur',
      status: 'chargeable',
      sepa_debit: { country: 'DE', last4: '3000', bank_code: '37040044' },
    });
    expectValidResource('source', sepa.body);

    const becs = await create({
      type: 'au_becs_debit',
      au_becs_debit: { bsb_number: '000-000', account_number: '000123456' },
      owner: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    });
    expect(becs.body).toMatchObject({
      currency: 'aud',
      status: 'chargeable',
      au_becs_debit: { bsb_number: '000000', last4: '3456' },
    });
    expectValidResource('source', becs.body);

    const ideal = await create({
      type: 'ideal',
      amount: 1099,
      currency: 'eur',
      ideal: { bank: 'ing' },
      redirect: { return_url: 'https://shop.example/back' },
    });
    expect(ideal.body).toMatchObject({
      flow: 'redirect',
      status: 'pending',
      usage: 'single_use',
      ideal: { bank: 'ing', bic: 'INGBNL2A' },
      redirect: { status: 'pending', return_url: 'https://shop.example/back' },
    });
    expectValidResource('source', ideal.body);
    const page = await fetch(ideal.body.redirect.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Authorize');
    const done = await fetch(new URL(`/test/source/${ideal.body.id}`, t.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: ideal.body.client_secret, outcome: 'approve' }),
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('https://shop.example/back');
    expect(back.searchParams.get('source')).toBe(ideal.body.id);
    const after = await t.request(
      'GET',
      `/v1/sources/${ideal.body.id}?client_secret=${ideal.body.client_secret}`,
      { key: t.publishableKey },
    );
    expect(after.body).toMatchObject({ status: 'chargeable', redirect: { status: 'succeeded' } });
  });

  it('retrieves with the secret key, or the publishable key and the client secret only', async () => {
    const { body: source } = await create({
      type: 'sepa_debit',
      sepa_debit: { iban: 'DE89370400440532013000' },
      owner: { name: 'Jenny Rosen' },
    });
    expect((await t.stripe.sources.retrieve(source.id)).id).toBe(source.id);
    const withKey = (query: string) =>
      t.request('GET', `/v1/sources/${source.id}${query}`, { key: t.publishableKey });
    expect((await withKey(`?client_secret=${source.client_secret}`)).status).toBe(200);
    expect((await withKey('')).body.error).toMatchObject({ param: 'client_secret' });
    expect((await withKey('?client_secret=src_client_secret_wrong')).status).toBe(400);
    const missing = await t.request('GET', '/v1/sources/src_missing');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
  });

  it('answers every bad source with a 400 in the Stripe error shape', async () => {
    const bad: Record<string, unknown>[] = [
      {},
      { type: 'bitcoin' },
      { type: 'card' },
      { type: 'card', card: { number: '4242424242424241', exp_month: 12, exp_year: NEXT_YEAR } },
      { type: 'card', card: { number: '4242424242424242', exp_month: 13, exp_year: NEXT_YEAR } },
      { type: 'card', token: 'tok_missing' },
      { type: 'card', sepa_debit: { iban: 'DE89370400440532013000' } },
      { type: 'sepa_debit', owner: { name: 'J' } },
      { type: 'sepa_debit', sepa_debit: { iban: 'DE00370400440532013000' }, owner: { name: 'J' } },
      { type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' } },
      {
        type: 'sepa_debit',
        sepa_debit: { iban: 'DE89370400440532013000' },
        owner: { name: 'J' },
        currency: 'usd',
      },
      {
        type: 'au_becs_debit',
        au_becs_debit: { bsb_number: '12', account_number: '000123456' },
        owner: { name: 'J', email: 'j@x.io' },
      },
      {
        type: 'au_becs_debit',
        au_becs_debit: { bsb_number: '000000', account_number: '1' },
        owner: { name: 'J', email: 'j@x.io' },
      },
      {
        type: 'au_becs_debit',
        au_becs_debit: { bsb_number: '000000', account_number: '000123456' },
        owner: { name: 'J' },
      },
      { type: 'ideal', currency: 'eur', redirect: { return_url: 'https://shop.example' } },
      { type: 'ideal', amount: 100, currency: 'eur' },
      { type: 'ideal', amount: 100, currency: 'eur', redirect: { return_url: 'javascript:alert(1)' } },
      { type: 'ideal', amount: 0, currency: 'eur', redirect: { return_url: 'https://shop.example' } },
      {
        type: 'ideal',
        amount: 100,
        ideal: { bank: 'nope' },
        redirect: { return_url: 'https://shop.example' },
      },
      { type: 'card', unknown_field: 'x' },
    ];
    for (const body of bad) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.error, JSON.stringify(body)).toMatchObject({
        type: expect.stringMatching(/_error$/),
        message: expect.any(String),
      });
    }
    expect((await create({ type: 'bitcoin' })).body.error).toMatchObject({ param: 'type' });
    expect((await create({ type: 'ideal', amount: 100, currency: 'eur' })).body.error).toMatchObject({
      code: 'parameter_missing',
      param: 'redirect[return_url]',
    });
  });
});
