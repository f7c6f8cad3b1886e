import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { accountBranding } from './branding.js';

describe.each(DATABASES)('the own account on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  it('is retrieved with every settings block, without the server-only fields', async () => {
    const account = await t.stripe.accounts.retrieveCurrent();
    expectValidResource('account', account);
    expect(account.id).toMatch(/^acct_/);
    expect(account.settings?.branding).toMatchObject({ icon: null, logo: null, primary_color: null });
    expect(account).not.toHaveProperty('default');
    expect(await t.stripe.accounts.retrieve(account.id)).toEqual(account);
  });

  it('updates branding and business details, through /v1/accounts/:id and /v1/account', async () => {
    const { id } = await t.stripe.accounts.retrieveCurrent();
    const updated = await t.stripe.accounts.update(id, {
      business_profile: {
        name: 'Rocket Rides',
        url: 'https://rocketrides.example',
        support_email: 'help@rocketrides.example',
        support_phone: '+1 415 555 0100',
        support_url: 'https://rocketrides.example/help',
      },
      settings: {
        branding: { primary_color: '#0A2540', secondary_color: '#ff5996' },
        // The client's types no longer list dashboard settings; the API still takes them.
        ...({ dashboard: { display_name: 'Rocket' } } as object),
      },
    });
    expectValidResource('account', updated);
    expect(updated.business_profile).toMatchObject({
      name: 'Rocket Rides',
      support_email: 'help@rocketrides.example',
    });
    expect(updated.settings?.branding).toMatchObject({
      primary_color: '#0A2540',
      secondary_color: '#ff5996',
    });

    const raw = await t.request('POST', '/v1/account', {
      body: {
        'settings[branding][logo_url]': 'https://rocketrides.example/logo.png',
        'settings[branding][icon_url]': 'https://rocketrides.example/icon.png',
        'business_profile[support_phone]': '',
      },
    });
    expect(raw.status).toBe(200);
    expectValidResource('account', raw.body);
    const branding = await accountBranding({
      db: t.server.context.db,
      scope: { accountId: id, livemode: false },
    });
    expect(branding).toEqual({
      displayName: 'Rocket Rides',
      iconUrl: 'https://rocketrides.example/icon.png',
      logoUrl: 'https://rocketrides.example/logo.png',
      primaryColor: '#0A2540',
      secondaryColor: '#ff5996',
      supportEmail: 'help@rocketrides.example',
      supportUrl: 'https://rocketrides.example/help',
      url: 'https://rocketrides.example',
    });
    const events = await t.stripe.events.list({ type: 'account.updated', limit: 5 });
    expect(events.data.length).toBe(2);
    expect(events.data[0]?.data.previous_attributes).toHaveProperty('settings');
  });

  it('refuses bad colours, addresses, file ids and other accounts with Stripe errors', async () => {
    const { id } = await t.stripe.accounts.retrieveCurrent();
    const cases: [Record<string, unknown>, string][] = [
      [{ settings: { branding: { primary_color: 'blue' } } }, 'settings[branding][primary_color]'],
      [{ settings: { branding: { secondary_color: '#12345' } } }, 'settings[branding][secondary_color]'],
      [{ settings: { branding: { logo: 'file_123' } } }, 'settings[branding][logo]'],
      [{ business_profile: { url: 'javascript:alert(1)' } }, 'business_profile[url]'],
      [{ business_profile: { support_email: 'nope' } }, 'business_profile[support_email]'],
    ];
    for (const [params, param] of cases) {
      await expect(t.stripe.accounts.update(id, params)).rejects.toMatchObject({
        statusCode: 400,
        type: 'StripeInvalidRequestError',
        param,
      });
    }
    await expect(
      t.stripe.accounts.update('acct_someoneelse', { metadata: { a: 'b' } }),
    ).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(t.publishable.accounts.retrieveCurrent()).rejects.toMatchObject({ statusCode: 401 });
  });
});
