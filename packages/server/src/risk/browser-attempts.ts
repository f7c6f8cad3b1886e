import type { RequestContext } from '../routing/route.js';

/**
 * Runs a confirmation made with a publishable key under the decline velocity limits: refused
 * at once when its address or key has been declined too often lately, and counted when the
 * attempt ends in a card error. Confirmations with the secret key (the merchant's own server)
 * are not counted here.
 */
export async function withDeclineVelocity<T extends { error: { type: string } | null }>(
  ctx: RequestContext<unknown>,
  attempt: () => Promise<T>,
): Promise<T> {
  if (ctx.auth.kind !== 'publishable') return attempt();
  const who = { livemode: ctx.scope.livemode, address: ctx.ip ?? 'unknown', key: ctx.auth.key };
  ctx.app.declines.check(who);
  const result = await attempt();
  if (result.error?.type === 'card_error') ctx.app.declines.record(who);
  return result;
}
