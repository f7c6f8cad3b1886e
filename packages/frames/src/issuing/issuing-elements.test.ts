import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatExpiry, groupNumber, NOT_IN_CACHE, readCardField, readIssuingOptions } from './card-read.js';
import { issuingStyleCss } from './issuing-style.js';
import { privateNonceFor, rememberNonce } from './nonce-cache.js';

const options = {
  issuingCard: 'ic_123',
  nonce: 'ephkn_pub_abc',
  ephemeralKeySecret: 'ek_test_secret',
  apiVersion: '2020-08-27',
};

describe('the issuing card displays', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('show the number in four groups of four and the expiry as MM / YY', () => {
    expect(groupNumber('4000001234567899')).toBe('4000 0012 3456 7899');
    expect(formatExpiry(3, 2029)).toBe('03 / 29');
    expect(formatExpiry(11, 2030)).toBe('11 / 30');
  });

  it('need the card, the nonce and the ephemeral key secret', () => {
    expect(readIssuingOptions({ issuingCard: 'ic_1', nonce: 'n' }, 'v')).toMatchObject({
      ok: false,
      error: { message: 'Missing value for ephemeralKeySecret: it should be a string.' },
    });
    expect(readIssuingOptions({ ...options }, 'v')).toMatchObject({
      ok: true,
      options: { issuingCard: 'ic_123' },
    });
  });

  it('report a nonce no controller of the page made as not in cache, without calling the API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const read = await readCardField({ ...options, nonce: 'ephkn_pub_unknown' }, 'number');
    expect(read).toEqual({ ok: false, error: { type: 'invalid_request_error', message: NOT_IN_CACHE } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('read the card with the ephemeral key and the private nonce, expanding only the field shown', async () => {
    rememberNonce('ic_123', 'ephkn_pub_abc', 'ephkn_priv_xyz');
    expect(await privateNonceFor('ic_123', 'ephkn_pub_abc')).toBe('ephkn_priv_xyz');
    const fetch = vi.fn(async () =>
      Response.json({ id: 'ic_123', number: '4000001234567899', cvc: '123', exp_month: 4, exp_year: 2029 }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', { location: { origin: 'https://pay.example' } });
    expect(await readCardField(options, 'number')).toEqual({ ok: true, value: '4000001234567899' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      'https://pay.example/v1/issuing/cards/ic_123?ephemeral_key_private_nonce=ephkn_priv_xyz&expand%5B%5D=number',
    );
    expect(init.headers).toEqual({ Authorization: 'Bearer ek_test_secret', 'Stripe-Version': '2020-08-27' });
    expect(await readCardField(options, 'expiry')).toEqual({ ok: true, value: '04 / 29' });
    expect(String((fetch.mock.calls as unknown[][])[1]?.[0])).not.toContain('expand');
  });

  it("take the merchant's style through the card elements' whitelist", () => {
    const css = issuingStyleCss({
      base: { color: '#fff', fontSize: '20px', background: 'url(x)', ':hover': { color: 'red' } },
    });
    expect(css).toContain('.Issuing{color:#fff;font-size:20px}');
    expect(css).toContain('.Issuing:hover{color:red}');
    expect(css).not.toContain('url(');
  });
});
