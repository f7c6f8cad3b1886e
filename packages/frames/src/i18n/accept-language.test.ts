import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageApi } from '../checkout-page/api.js';
import { onrampApi } from '../onramp-page/api.js';
import { acceptLanguage } from './accept-language.js';

function recordFetch() {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return () =>
    fetch.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['accept-language']);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the hosted pages’ API calls name the language the page shows', () => {
  it('sends a language tag, nothing for anything else', () => {
    expect(acceptLanguage('pt-BR')).toEqual({ 'accept-language': 'pt-BR' });
    expect(acceptLanguage('es-419')).toEqual({ 'accept-language': 'es-419' });
    expect(acceptLanguage('auto')).toEqual({});
    expect(acceptLanguage(undefined)).toEqual({});
    expect(acceptLanguage('de\r\nX-Evil: 1')).toEqual({});
  });

  it('the checkout page reads the language at each call', async () => {
    const sent = recordFetch();
    let shown = 'pl';
    const api = pageApi('pk_test_x', 'cs_test_1', undefined, () => shown);
    await api.get();
    shown = 'zh-TW';
    await api.confirm({ expected_amount: 100 });
    expect(sent()).toEqual(['pl', 'zh-TW']);
  });

  it('the onramp sends its frame’s language with every step', async () => {
    const sent = recordFetch();
    const api = onrampApi('pk_test_x', 'cos_1_secret_2', 'ko');
    await api.get();
    await api.login('buyer@example.com');
    expect(sent()).toEqual(['ko', 'ko']);
  });
});
