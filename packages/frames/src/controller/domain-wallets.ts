import type { BrowserWallets } from '../express/availability.js';
import type { ApiClient, ApiResult } from './api-client.js';
import type { ControllerContext } from './controller.js';

/** Which card wallets the account allows on the merchant page's domain. */
export type DomainWallets = BrowserWallets;

const NONE: DomainWallets = { applePay: false, googlePay: false };
const asked = new WeakMap<object, Promise<ApiResult>>();

/**
 * elements/wallet-config for the merchant page's host, asked once per mount (keyed by the
 * mount's API client, one per `controller/init`): the card wallets' domain check and Link's
 * availability read the same answer.
 */
export function walletConfig(api: Pick<ApiClient, 'get'>, pageOrigin: string): Promise<ApiResult> {
  let answer = asked.get(api);
  if (!answer) {
    let host: string | undefined;
    try {
      host = new URL(pageOrigin).host;
    } catch {}
    answer = api.get('/v1/elements/wallet-config', { referrer_host: host });
    asked.set(api, answer);
  }
  return answer;
}

/**
 * Apple Pay and Google Pay need the page's host among the account's enabled payment method
 * domains (in test mode a page on localhost or 127.0.0.1 needs none). A failed answer, or a
 * page without a host, allows neither.
 */
export async function domainWallets(ctx: ControllerContext): Promise<DomainWallets> {
  const result = await walletConfig(ctx.api, ctx.parent.pageOrigin);
  return result.ok
    ? {
        applePay: result.body.apple_pay_available?.payment_request_button === true,
        googlePay: result.body.google_pay_available?.payment_request_button === true,
      }
    : NONE;
}
