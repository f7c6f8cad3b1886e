import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from './api-client.js';
import { loadSession } from './session.js';

/** An API stand-in that records the paths asked and answers every call the same way. */
function recordingApi(answer: ApiResult) {
  const asked: string[] = [];
  const queries: Record<string, unknown>[] = [];
  const api = {
    get: async (path: string, query: Record<string, unknown> = {}) => {
      asked.push(path);
      queries.push(query);
      return answer;
    },
  } as unknown as ApiClient;
  return { api, asked, queries };
}

const sessionAnswer: ApiResult = {
  ok: true,
  body: {
    ordered_payment_method_types_and_wallets: ['card'],
    merchant_country: 'FR',
    payment_method_preference: { payment_intent: { id: 'pi_1', object: 'payment_intent', amount: 500 } },
  },
};

describe('loading the elements session', () => {
  it('asks nothing of the server for elements() with neither a client secret nor a mode (Card Element pages)', async () => {
    const { api, asked } = recordingApi(sessionAnswer);
    const appearance = { theme: 'night' };
    const result = await loadSession(api, { appearance, locale: 'fr' });
    expect(asked).toEqual([]);
    expect(result).toMatchObject({
      ok: true,
      session: { intent: null, state: { appearance, locale: 'fr' } },
    });
  });

  it.each([
    ['a client secret', { clientSecret: 'pi_1_secret_a' }],
    ['a mode', { mode: 'payment', amount: 500, currency: 'eur' }],
  ])('loads it from the server with %s', async (_, options) => {
    const { api, asked } = recordingApi(sessionAnswer);
    const result = await loadSession(api, options);
    expect(asked).toEqual(['/v1/elements/sessions']);
    expect(result.ok && result.session.state.merchantCountry).toBe('FR');
  });

  it.each([
    ['appearance only', { appearance: { theme: 'night' } }],
    ['a locale and fonts', { locale: 'ar', fonts: [] }],
    ['a null client secret', { clientSecret: null }],
  ])('asks nothing with %s and no client secret nor mode', async (_, options) => {
    const { api, asked } = recordingApi(sessionAnswer);
    expect((await loadSession(api, options)).ok).toBe(true);
    expect(asked).toEqual([]);
  });

  it('asks for a deferred intent with the mode, amount and currency the server takes', async () => {
    const { api, queries } = recordingApi(sessionAnswer);
    await loadSession(api, { mode: 'payment', amount: 1099, currency: 'usd', captureMethod: 'manual' });
    expect(queries[0]).toMatchObject({
      type: 'payment_element',
      deferred_intent: { mode: 'payment', amount: 1099, currency: 'usd', capture_method: 'manual' },
    });
    expect(queries[0]).not.toHaveProperty('client_secret');
  });
});
