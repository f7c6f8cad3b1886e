import { describe, expect, it, vi } from 'vitest';
import { isSafari } from '../express/wallet-support.js';
import type { ControllerContext } from './controller.js';
import { domainWallets } from './domain-wallets.js';
import { canMakePayment } from './request-wallets.js';

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function context(answer: { apple: boolean; google: boolean } | null, origin = 'https://shop.example.com') {
  const get = vi.fn().mockResolvedValue(
    answer
      ? {
          ok: true,
          body: {
            apple_pay_available: { payment_request_button: answer.apple },
            google_pay_available: { payment_request_button: answer.google },
          },
        }
      : { ok: false, status: 500, error: { type: 'api_error', message: 'down' } },
  );
  const ctx = { api: { get }, parent: { pageOrigin: origin } } as unknown as ControllerContext;
  return { ctx, get };
}

describe("the payment request's wallets", () => {
  it('tells Safari from the browsers that name it in their user agent', () => {
    expect(isSafari(SAFARI)).toBe(true);
    expect(isSafari(IOS_CHROME)).toBe(false);
    expect(isSafari(CHROME)).toBe(false);
  });

  it("asks wallet-config once for the page's host", async () => {
    const { ctx, get } = context({ apple: true, google: false }, 'http://shop.example.com:8080');
    await expect(domainWallets(ctx)).resolves.toEqual({ applePay: true, googlePay: false });
    await domainWallets(ctx);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/v1/elements/wallet-config', {
      referrer_host: 'shop.example.com:8080',
    });
  });

  it("offers the browser's wallet when the domain allows it and the merchant did not disable it", async () => {
    const chrome = { applePay: false, googlePay: true };
    const safari = { applePay: true, googlePay: false };
    const both = context({ apple: true, google: true }).ctx;
    await expect(canMakePayment(both, [], chrome)).resolves.toEqual({
      applePay: false,
      googlePay: true,
      link: false,
    });
    await expect(canMakePayment(both, [], safari)).resolves.toEqual({
      applePay: true,
      googlePay: false,
      link: false,
    });
    await expect(canMakePayment(both, ['googlePay'], chrome)).resolves.toBeNull();
    await expect(canMakePayment(both, ['applePay'], safari)).resolves.toBeNull();
    // An unregistered domain, or no answer, offers nothing.
    await expect(
      canMakePayment(context({ apple: false, google: false }).ctx, [], chrome),
    ).resolves.toBeNull();
    await expect(canMakePayment(context(null).ctx, [], chrome)).resolves.toBeNull();
  });
});
