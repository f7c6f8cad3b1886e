import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

const ALL_ON = {
  payment_method_redisplay: 'enabled',
  payment_method_remove: 'enabled',
  payment_method_update: 'enabled',
  payment_method_set_as_default: 'enabled',
};

describe.each(DATABASES)('saved-method calls with a customer session secret on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  async function customerWithCards(features: Record<string, string>) {
    const customer = await t.stripe.customers.create();
    // Shown to the customer (allow_redisplay always), as the Payment Element lists them.
    const shown = async (id: string) => {
      const pm = await t.stripe.paymentMethods.attach(id, { customer: customer.id });
      return t.stripe.paymentMethods.update(pm.id, { allow_redisplay: 'always' });
    };
    const visa = await shown('pm_card_visa');
    const mastercard = await shown('pm_card_mastercard');
    const session = await t.stripe.customerSessions.create({
      customer: customer.id,
      components: { payment_element: { enabled: true, features: features as never } },
    });
    const key = { key: session.client_secret };
    return { customer, visa, mastercard, key };
  }

  it('lists, updates, sets as default and detaches the session customer’s methods', async () => {
    const { customer, visa, mastercard, key } = await customerWithCards(ALL_ON);
    const list = await t.request(
      'GET',
      `/v1/payment_methods?customer=${customer.id}&type=card&limit=30`,
      key,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((pm: { id: string }) => pm.id).sort()).toEqual([visa.id, mastercard.id].sort());

    const updated = await t.request('POST', `/v1/payment_methods/${visa.id}`, {
      ...key,
      body: 'card[exp_month]=4&card[exp_year]=2040&billing_details[address][postal_code]=10001',
    });
    expect(updated.body.error).toBeUndefined();
    expect(updated.body.card).toMatchObject({ exp_month: 4, exp_year: 2040 });
    expect(updated.body.billing_details.address.postal_code).toBe('10001');

    const setDefault = await t.request('POST', `/v1/customers/${customer.id}`, {
      ...key,
      body: `invoice_settings[default_payment_method]=${mastercard.id}`,
    });
    expect(setDefault.status).toBe(200);
    const after = await t.stripe.customers.retrieve(customer.id);
    expect(
      (after as { invoice_settings: { default_payment_method: string } }).invoice_settings
        .default_payment_method,
    ).toBe(mastercard.id);

    const detached = await t.request('POST', `/v1/payment_methods/${visa.id}/detach`, key);
    expect(detached.status).toBe(200);
    expect((await t.stripe.paymentMethods.retrieve(visa.id)).customer).toBeNull();
  });

  it('makes default only a method the session may show (allow_redisplay among its filters)', async () => {
    const setDefault = (customer: string, pm: string, key: { key: string }) =>
      t.request('POST', `/v1/customers/${customer}`, {
        ...key,
        body: `invoice_settings[default_payment_method]=${pm}`,
      });
    const { customer, visa, key } = await customerWithCards(ALL_ON);
    await t.stripe.paymentMethods.update(visa.id, { allow_redisplay: 'limited' });
    const refused = await setDefault(customer.id, visa.id, key);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'invoice_settings[default_payment_method]',
    });
    const fresh = await t.stripe.customers.retrieve(customer.id);
    expect(
      (fresh as { invoice_settings: { default_payment_method: unknown } }).invoice_settings
        .default_payment_method,
    ).toBeNull();
    // A session whose filters take limited methods may; the secret key always may.
    const wider = await t.stripe.customerSessions.create({
      customer: customer.id,
      components: {
        payment_element: {
          enabled: true,
          features: { ...ALL_ON, payment_method_allow_redisplay_filters: ['always', 'limited'] } as never,
        },
      },
    });
    expect((await setDefault(customer.id, visa.id, { key: wider.client_secret })).status).toBe(200);
    expect((await setDefault(customer.id, visa.id, { key: t.secretKey })).status).toBe(200);
  });

  it('acts for its own customer only, and only for what the element edits', async () => {
    const { customer, key } = await customerWithCards(ALL_ON);
    const other = await customerWithCards(ALL_ON);
    const list = await t.request('GET', `/v1/payment_methods?customer=${other.customer.id}&type=card`, key);
    expect(list.status).toBe(404);
    const detach = await t.request('POST', `/v1/payment_methods/${other.visa.id}/detach`, key);
    expect(detach.body.error.code).toBe('resource_missing');
    const foreignDefault = await t.request('POST', `/v1/customers/${other.customer.id}`, {
      ...key,
      body: `invoice_settings[default_payment_method]=${other.visa.id}`,
    });
    expect(foreignDefault.status).toBe(404);
    const email = await t.request('POST', `/v1/customers/${customer.id}`, {
      ...key,
      body: 'email=x%40example.com',
    });
    expect(email.status).toBe(400);
    const metadata = await t.request('POST', `/v1/payment_methods/${other.visa.id}`, {
      ...other.key,
      body: 'metadata[a]=b',
    });
    expect(metadata.status).toBe(400);
    // Nothing beyond the saved-method calls.
    const intents = await t.request('GET', '/v1/payment_intents', key);
    expect(intents.status).toBe(403);
  });

  it('gates each call by its feature: only enabled turns set-as-default on', async () => {
    const { customer, visa, key } = await customerWithCards({ payment_method_redisplay: 'enabled' });
    const remove = await t.request('POST', `/v1/payment_methods/${visa.id}/detach`, key);
    expect(remove.status).toBe(403);
    const update = await t.request('POST', `/v1/payment_methods/${visa.id}`, {
      ...key,
      body: 'card[exp_month]=5',
    });
    expect(update.status).toBe(403);
    const setDefault = await t.request('POST', `/v1/customers/${customer.id}`, {
      ...key,
      body: `invoice_settings[default_payment_method]=${visa.id}`,
    });
    expect(setDefault.status).toBe(403);
    const hidden = await customerWithCards({});
    const list = await t.request(
      'GET',
      `/v1/payment_methods?customer=${hidden.customer.id}&type=card`,
      hidden.key,
    );
    expect(list.status).toBe(403);
  });

  it('stops working once the session expires', async () => {
    const { customer, key } = await customerWithCards(ALL_ON);
    await t.server.context.db.updateTable('customer_sessions').set({ expires_at: 1 }).execute();
    const list = await t.request('GET', `/v1/payment_methods?customer=${customer.id}&type=card`, key);
    expect(list.status).toBe(401);
  });
});
