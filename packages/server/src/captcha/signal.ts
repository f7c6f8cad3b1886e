import type { ServiceContext } from '../kernel/service-context.js';
import type { CaptchaSignal } from '../risk/index.js';
import type { TokenUse } from './provider.js';
import { redeem, takeAttached } from './redemptions.js';
import { providerUnavailable } from './siteverify.js';

/** Why a token was refused, for the shopper's error: the provider's words are not shown. */
export type RedeemResult = { ok: true } | { ok: false; reason: string; unavailable?: boolean };

/** Checks a token with the account's provider and uses it up. */
export async function redeemToken(
  ctx: ServiceContext,
  token: string,
  use: TokenUse,
  options: { taken: boolean; ekey?: string | undefined },
): Promise<RedeemResult> {
  const provider = ctx.app.captcha;
  if (options.ekey !== undefined && options.ekey !== '' && options.ekey !== provider.siteKey) {
    return { ok: false, reason: 'wrong_key' };
  }
  const verdict = await provider.verify(ctx.scope, token, { ...use, remoteIp: ctx.client?.ip ?? null });
  if (!verdict.ok) {
    if (!providerUnavailable(verdict)) return verdict;
    ctx.app.log.warn(
      { provider: provider.name, reason: verdict.reason },
      'the captcha provider could not check a token',
    );
    return { ...verdict, unavailable: true };
  }
  const fresh = await redeem(ctx.db, ctx.scope, {
    nonce: verdict.nonce,
    expiresAt: verdict.expiresAt,
    intent: use.intent,
    taken: options.taken,
  });
  return fresh ? { ok: true } : { ok: false, reason: 'reused' };
}

/**
 * What the passive captcha says about a confirmation, for the risk engine: passed (a good
 * token in `radar_options[hcaptcha_token]`, or one attached to the payment before), failed
 * (a token that is bad, expired, or used before) or absent (none, or a provider that could
 * not check it). A confirmation by the merchant's
 * server has no browser to ask: no signal.
 */
export async function captchaSignal(
  ctx: ServiceContext,
  intent: string,
  token: string | null,
  fromBrowser: boolean,
): Promise<CaptchaSignal | null> {
  if (!fromBrowser) return null;
  if (token) {
    const result = await redeemToken(ctx, token, { kind: 'passive', intent: null }, { taken: true });
    // A provider that cannot answer says nothing about the shopper: as if there were no token.
    if (!result.ok && result.unavailable) return 'absent';
    return result.ok ? 'passed' : 'failed';
  }
  return (await takeAttached(ctx.db, ctx.scope, intent)) ? 'passed' : 'absent';
}
