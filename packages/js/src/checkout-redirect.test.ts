import { describe, expect, it } from 'vitest';
import { redirectToCheckout } from './checkout-redirect.js';

const SETTINGS = { origin: 'https://pay.example', publishableKey: 'pk_test_abc', locale: 'fr' };

describe('redirectToCheckout', () => {
  it('opens the hosted page of the session with its settings in the fragment', () => {
    const opened: string[] = [];
    void redirectToCheckout(SETTINGS, { sessionId: 'cs_test_a1xyz' }, (url) => opened.push(url));
    const [url] = opened;
    expect(url).toMatch(/^https:\/\/pay\.example\/c\/pay\/cs_test_a1xyz#/);
    const fragment = url!.split('#')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    expect(JSON.parse(atob(fragment))).toEqual({ apiKey: 'pk_test_abc', locale: 'fr' });
  });
  it('answers an error for a missing session or client-only line items', async () => {
    const opened: string[] = [];
    expect(await redirectToCheckout(SETTINGS, {}, (url) => opened.push(url))).toMatchObject({
      error: { message: expect.stringMatching(/sessionId/) },
    });
    expect(await redirectToCheckout(SETTINGS, { lineItems: [] }, (url) => opened.push(url))).toMatchObject({
      error: { message: expect.stringMatching(/Checkout Session on your server/) },
    });
    expect(opened).toEqual([]);
  });
});
