import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from './api-client.js';
import { loadSession } from './session.js';

/** An API stand-in that records the paths asked and answers every call the same way. */
function recordingApi(answer: ApiResult) {
  const asked: string[] = [];
  const api = {
    get: async (path: string) => {
      asked.push(path);
      return answer;
    },
  } as unknown as ApiClient;
  return { api, asked };
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
});
