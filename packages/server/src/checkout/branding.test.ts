import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.js';
import { loadCheckoutBranding } from './branding.js';

describe('the checkout page branding', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { workers: false } });
  });
  afterAll(async () => t?.close());

  it("shows the account's business name, logo, icon and colour as its settings give them", async () => {
    const accountId = t.server.keys.accountId;
    const before = await loadCheckoutBranding(t.server.context.db, accountId);
    expect(before).toMatchObject({ logo: null, icon: null, primary_color: null });
    expect(before.display_name).not.toBe('');

    const updated = await t.request('POST', '/v1/account', {
      body: {
        'business_profile[name]': 'Tea House',
        'settings[branding][primary_color]': '#0a7a3e',
        'settings[branding][logo_url]': 'https://tea.example/logo.png',
        'settings[branding][icon_url]': 'https://tea.example/icon.png',
      },
    });
    expect(updated.status).toBe(200);
    expect(await loadCheckoutBranding(t.server.context.db, accountId)).toEqual({
      display_name: 'Tea House',
      logo: 'https://tea.example/logo.png',
      icon: 'https://tea.example/icon.png',
      primary_color: '#0a7a3e',
      background_color: null,
    });
  });
});
