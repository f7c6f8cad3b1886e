import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../accounts/index.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { findCustomerSessionBySecret } from './find.js';

describe.each(DATABASES)('customer sessions on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  it('creates a session with a client secret kept only as a hash', async () => {
    const customer = await t.stripe.customers.create({ email: 'session@example.com' });
    const session = await t.stripe.customerSessions.create({
      customer: customer.id,
      components: {
        payment_element: {
          enabled: true,
          features: {
            payment_method_save: 'enabled',
            payment_method_save_usage: 'off_session',
            payment_method_remove: 'enabled',
            payment_method_redisplay: 'enabled',
            payment_method_redisplay_limit: 5,
            payment_method_allow_redisplay_filters: ['always', 'limited'],
            payment_method_update: 'enabled',
            payment_method_set_as_default: 'enabled',
          } as never,
        },
        pricing_table: { enabled: true },
      },
    });
    expect(session).toMatchObject({
      object: 'customer_session',
      customer: customer.id,
      livemode: false,
      components: {
        buy_button: { enabled: false },
        pricing_table: { enabled: true },
        payment_element: {
          enabled: true,
          features: {
            payment_method_save: 'enabled',
            payment_method_save_usage: 'off_session',
            payment_method_remove: 'enabled',
            payment_method_redisplay: 'enabled',
            payment_method_redisplay_limit: 5,
            payment_method_allow_redisplay_filters: ['always', 'limited'],
            payment_method_update: 'enabled',
            payment_method_set_as_default: 'enabled',
          },
        },
      },
    });
    expect(session.client_secret).toMatch(/^cuss_secret_[A-Za-z0-9]+$/);
    expect(session.expires_at - session.created).toBe(30 * 60);

    const rows = await t.server.context.db.selectFrom('customer_sessions').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(session.client_secret);
    expect(rows.map((r) => r.secret_hash)).toContain(hashKey(session.client_secret));

    const found = await findCustomerSessionBySecret(t.server.context.db, session.client_secret);
    expect(found).toMatchObject({
      accountId: t.server.keys.accountId,
      livemode: false,
      customer: customer.id,
      expiresAt: session.expires_at,
      components: session.components,
    });
    expect(await findCustomerSessionBySecret(t.server.context.db, 'cuss_secret_nope')).toBeUndefined();
    expect(await findCustomerSessionBySecret(t.server.context.db, 'not a secret')).toBeUndefined();

    await t.server.context.db
      .updateTable('customer_sessions')
      .set({ expires_at: session.created - 1 })
      .where('secret_hash', '=', hashKey(session.client_secret))
      .execute();
    expect(await findCustomerSessionBySecret(t.server.context.db, session.client_secret)).toBeUndefined();
  });

  it('fills the payment element features with their defaults', async () => {
    const customer = await t.stripe.customers.create();
    const session = await t.stripe.customerSessions.create({
      customer: customer.id,
      components: { payment_element: { enabled: true } },
    });
    expect(session.components!.payment_element).toEqual({
      enabled: true,
      features: {
        payment_method_allow_redisplay_filters: ['always'],
        payment_method_redisplay: 'disabled',
        payment_method_redisplay_limit: 3,
        payment_method_remove: 'disabled',
        payment_method_save: 'disabled',
        payment_method_save_usage: null,
        payment_method_set_as_default: 'disabled',
        payment_method_update: 'disabled',
      },
    });
    const buttons = await t.stripe.customerSessions.create({
      customer: customer.id,
      components: { buy_button: { enabled: true } },
    });
    expect(buttons.components).toMatchObject({
      buy_button: { enabled: true },
      payment_element: { enabled: false, features: null },
    });
  });

  it('answers bad input with the Stripe errors', async () => {
    const customer = await t.stripe.customers.create();
    await expect(
      t.stripe.customerSessions.create({ components: { payment_element: { enabled: true } } } as never),
    ).rejects.toMatchObject({ code: 'parameter_missing', param: 'customer' });
    await expect(t.stripe.customerSessions.create({ customer: customer.id } as never)).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'components',
    });
    await expect(
      t.stripe.customerSessions.create({
        customer: 'cus_nope',
        components: { buy_button: { enabled: true } },
      }),
    ).rejects.toMatchObject({ statusCode: 404, param: 'customer', message: "No such customer: 'cus_nope'" });
    await expect(
      t.stripe.customerSessions.create({
        customer: customer.id,
        components: { payment_element: { enabled: true, features: { payment_method_save: 'sometimes' } } },
      } as never),
    ).rejects.toMatchObject({ param: 'components[payment_element][features][payment_method_save]' });
    await expect(
      t.stripe.customerSessions.create({
        customer: customer.id,
        components: { payment_element: { enabled: true, features: { payment_method_redisplay_limit: 11 } } },
      } as never),
    ).rejects.toMatchObject({
      param: 'components[payment_element][features][payment_method_redisplay_limit]',
    });
    await expect(
      t.stripe.customerSessions.create({
        customer: customer.id,
        components: { wallet: { enabled: true } },
      } as never),
    ).rejects.toMatchObject({ message: 'Received unknown parameter: components[wallet]' });
    await expect(
      t.publishable.customerSessions.create({
        customer: customer.id,
        components: { buy_button: { enabled: true } },
      }),
    ).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
  });
});
