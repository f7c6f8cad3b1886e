import { invalidRequest, resourceMissing } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { findResource, updateResource } from '../store/index.js';
import { tokenAlreadyUsed } from './consume.js';
import type { Token } from './token.js';

export const CVC_TOKEN_PARAM = 'payment_method_options[card][cvc_token]';

/**
 * Uses a CVC update token once, for the confirmation that names it: a `cvc_update` token of
 * this account and mode, not used before. The token never held the CVC itself (it only
 * records that the shopper typed it again), so the charge runs its CVC check from it.
 */
export async function consumeCvcToken(ctx: ServiceContext, id: string): Promise<void> {
  const token = await findResource<Token>(ctx.db, 'tokens', ctx.scope, id, { forUpdate: true });
  if (!token) throw resourceMissing('token', id, CVC_TOKEN_PARAM);
  if (token.type !== 'cvc_update') {
    throw invalidRequest(`The token ${id} is not a CVC update token.`, CVC_TOKEN_PARAM);
  }
  if (token.used) throw tokenAlreadyUsed(id, CVC_TOKEN_PARAM);
  await updateResource(ctx.db, 'tokens', ctx.scope, { ...token, used: true });
}
