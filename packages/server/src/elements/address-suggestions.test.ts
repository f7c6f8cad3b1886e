import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.js';
import type { AddressLookupProvider, AddressLookupQuery } from './address-lookup/provider.js';

describe('GET /v1/elements/address_suggestions', () => {
  let t: TestServer;
  let custom: TestServer;
  const asked: AddressLookupQuery[] = [];
  const provider: AddressLookupProvider = {
    async suggest(query) {
      asked.push(query);
      if (query.query === 'fail now') throw new Error('provider down');
      return [
        {
          id: 'place_1',
          description: 'Somewhere',
          address: { line1: '1 Custom Road', country: query.country },
        },
      ];
    },
  };
  beforeAll(async () => {
    [t, custom] = await Promise.all([startTestServer(), startTestServer({ addressLookup: provider })]);
  });
  afterAll(async () => Promise.all([t?.close(), custom?.close()]));

  const get = (server: TestServer, query: string, key: string | null = server.publishableKey) =>
    server.request('GET', `/v1/elements/address_suggestions?${query}`, { key });

  it('answers the built-in addresses to a publishable key, as a list', async () => {
    const res = await get(t, 'q=10%20Downing&country=gb');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      object: 'list',
      has_more: false,
      url: '/v1/elements/address_suggestions',
    });
    expect(res.body.data[0]).toMatchObject({
      object: 'address_suggestion',
      address: { line1: '10 Downing Street', city: 'London', postal_code: 'SW1A 2AA', country: 'GB' },
    });
  });

  it('asks nothing for 2 characters or fewer, and needs a key', async () => {
    expect((await get(t, 'q=10&country=US')).body.data).toEqual([]);
    expect((await get(t, 'q=1600&country=US', null)).status).toBe(401);
  });

  it('uses the provider the server was created with, and survives its failures', async () => {
    const res = await get(custom, 'q=custom&country=NZ&limit=50');
    expect(res.body.data).toEqual([
      {
        object: 'address_suggestion',
        id: 'place_1',
        description: 'Somewhere',
        address: { line1: '1 Custom Road', country: 'NZ' },
      },
    ]);
    expect(asked.at(-1)).toEqual({ query: 'custom', country: 'NZ', limit: 10, livemode: false });
    const failed = await get(custom, 'q=fail%20now&country=NZ');
    expect(failed.status).toBe(200);
    expect(failed.body.data).toEqual([]);
  });
});
