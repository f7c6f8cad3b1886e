import type { BrowserWallets } from '../express/availability.js';
import type { ControllerContext } from './controller.js';

/** Which card wallets the account allows on the merchant page's domain. */
export type DomainWallets = BrowserWallets;

const NONE: DomainWallets = { applePay: false, googlePay: false };
const asked = new WeakMap<ControllerContext, Promise<DomainWallets>>();

/**
 * elements/wallet-config for the merchant page's host, once per controller: Apple Pay and
 * Google Pay need it among the account's enabled payment method domains (in test mode a page
 * on localhost or 127.0.0.1 needs none). A failed answer allows neither.
 */
export function domainWallets(ctx: ControllerContext): Promise<DomainWallets> {
  const known = asked.get(ctx);
  if (known) return known;
  let host = '';
  try {
    host = new URL(ctx.parent.pageOrigin).host;
  } catch {
    return Promise.resolve(NONE);
  }
  const answer = ctx.api.get('/v1/elements/wallet-config', { referrer_host: host }).then((result) =>
    result.ok
      ? {
          applePay: result.body.apple_pay_available?.payment_request_button === true,
          googlePay: result.body.google_pay_available?.payment_request_button === true,
        }
      : NONE,
  );
  asked.set(ctx, answer);
  return answer;
}
