import { hashKey } from '../accounts/index.js';
import { getCustomer } from '../customers/index.js';
import { getStoredCard, useNonce } from '../issuing/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { newId, nowSeconds, randomToken } from '../kernel/ids.js';
import { p } from '../kernel/params.js';
import { route } from '../routing/route.js';
import { insertResource, updateResource } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import { EPHEMERAL_KEY_TTL_SECONDS, type EphemeralKey } from './ephemeral-key.js';

const createParams = p.object({
  customer: p.string().optional(),
  issuing_card: p.string().optional(),
  nonce: p.string().optional(),
  verification_session: p.string().optional(),
});

const VERSION_REQUIRED =
  'You must specify a Stripe API version with the header `Stripe-Version` when creating an ephemeral key. Use the API version your mobile or browser client library was built for.';

export const ephemeralKeyRoutes = [
  route({
    method: 'POST',
    path: '/v1/ephemeral_keys',
    params: createParams,
    async handler(ctx) {
      if (!ctx.apiVersionExplicit) throw invalidRequest(VERSION_REQUIRED);
      const { customer, issuing_card, nonce, verification_session } = ctx.params;
      if (verification_session) {
        throw invalidRequest(
          `No such verification session: '${verification_session}'`,
          'verification_session',
          'resource_missing',
          404,
        );
      }
      if (customer && issuing_card) {
        throw invalidRequest('You must pass exactly one of customer, issuing_card, or verification_session.');
      }
      if (nonce && !issuing_card) {
        throw invalidRequest('A nonce goes with issuing_card only.', 'nonce');
      }
      if (issuing_card) {
        await getStoredCard(ctx, issuing_card, 'issuing_card');
        // A display key is bound to its nonce: without the nonce's private half (kept in the
        // frames) it reads the card but never its number.
        if (nonce) await useNonce(ctx, nonce, issuing_card);
        return createKey(ctx, { id: issuing_card, type: 'issuing.card' }, nonce ?? null);
      }
      if (!customer) {
        throw invalidRequest(
          'You must pass exactly one of customer, issuing_card, or verification_session.',
          undefined,
          'parameter_missing',
        );
      }
      await getCustomer(ctx.db, ctx.scope, customer, 'customer');
      return createKey(ctx, { id: customer, type: 'customer' }, null);
    },
  }),
  route({
    method: 'DELETE',
    path: '/v1/ephemeral_keys/:key',
    async handler(ctx) {
      const key = await getResource<EphemeralKey>(ctx.db, 'ephemeral_keys', ctx.scope, ctx.path.key!, {
        noun: 'ephemeral key',
        forUpdate: true,
      });
      // Lookups compare expires_at with the clock: an expired key stops authenticating at once
      // (an instance that cached it keeps it at most a few seconds).
      const now = nowSeconds();
      const expired: EphemeralKey = { ...key, expires: Math.min(key.expires, now) };
      await updateResource(ctx.db, 'ephemeral_keys', ctx.scope, expired, { expires_at: expired.expires });
      return expired;
    },
  }),
];

/** A new ephemeral key for one object; its secret is answered once and stored as a hash. */
async function createKey(
  ctx: { db: Db; scope: Scope },
  object: EphemeralKey['associated_objects'][number],
  nonce: string | null,
): Promise<EphemeralKey> {
  const created = nowSeconds();
  const secret = `ek_${ctx.scope.livemode ? 'live' : 'test'}_${randomToken(64)}`;
  const key: EphemeralKey = {
    id: newId('ephkey'),
    object: 'ephemeral_key',
    associated_objects: [object],
    created,
    expires: created + EPHEMERAL_KEY_TTL_SECONDS,
    livemode: ctx.scope.livemode,
  };
  await insertResource(ctx.db, 'ephemeral_keys', ctx.scope, key, {
    secret_hash: hashKey(secret),
    expires_at: key.expires,
    nonce,
  });
  return { ...key, secret };
}
