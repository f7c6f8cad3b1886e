import { hashKey } from '../accounts/index.js';
import { invalidRequest, permissionError } from '../kernel/errors.js';
import { nowSeconds, randomToken } from '../kernel/ids.js';
import { type RequestContext, route } from '../routing/route.js';
import type { Db, Scope } from '../store/types.js';
import { getStoredCard } from './card-store.js';
import { createNonceParams } from './params.js';

/**
 * `POST /v1/ephemeral_key_nonces`: the browser's first step to show an issuing card. The public
 * nonce goes to the merchant's server, which makes an ephemeral key with it; the private nonce
 * stays in the Payframe frames, and only the two together reveal the card's number.
 */
export const nonceRoutes = [
  route({
    method: 'POST',
    path: '/v1/ephemeral_key_nonces',
    params: createNonceParams,
    auth: ['publishable', 'secret'],
    async handler(ctx) {
      checkFramesOrigin(ctx);
      await getStoredCard(ctx, ctx.params.issuing_card, 'issuing_card');
      const publicNonce = `ephkn_pub_${randomToken(32)}`;
      const privateNonce = `ephkn_priv_${randomToken(32)}`;
      await ctx.db
        .insertInto('ephemeral_key_nonces')
        .values({
          id: publicNonce,
          account_id: ctx.scope.accountId,
          livemode: ctx.scope.livemode,
          issuing_card: ctx.params.issuing_card,
          private_hash: hashKey(privateNonce),
          created: nowSeconds(),
        })
        .execute();
      return { object: 'ephemeral_key_nonce', public_nonce: publicNonce, private_nonce: privateNonce };
    },
  }),
];

/**
 * A browser asks for a nonce from the Payframe controller frame, on this server's own origin.
 * A page of another origin calling the API itself (the merchant's, or a script injected into
 * it) is refused: it would hold the private nonce, and with the key the merchant's server makes
 * for it, the card's number. Calls without an Origin (servers) are not browsers' and pass.
 */
function checkFramesOrigin(ctx: RequestContext<unknown>): void {
  if (!ctx.origin || ctx.auth.kind !== 'publishable') return;
  let host: string;
  try {
    host = new URL(ctx.origin).host;
  } catch {
    host = '';
  }
  const own = [ctx.host, new URL(ctx.app.config.publicUrl).host];
  if (!own.includes(host)) {
    throw permissionError(
      'Ephemeral key nonces are made by Payframe in the browser: call createEphemeralKeyNonce({ issuingCard }).',
    );
  }
}

/**
 * Takes a nonce for one ephemeral key: it must have been made for this card, in this account
 * and mode, and not have served another key already.
 */
export async function useNonce(
  ctx: { db: Db; scope: Scope },
  nonce: string,
  issuingCard: string,
): Promise<void> {
  const used = await ctx.db
    .updateTable('ephemeral_key_nonces')
    .set({ used: true })
    .where('id', '=', nonce)
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode)
    .where('issuing_card', '=', issuingCard)
    .where('used', '=', false)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) {
    throw invalidRequest(
      `Invalid nonce: it must come from stripe.createEphemeralKeyNonce({ issuingCard: '${issuingCard}' }) and be used for one ephemeral key only.`,
      'nonce',
    );
  }
}
