import { resourceMissing } from '../kernel/errors.js';
import { changedAttributes } from '../kernel/record-event.js';
import { type RequestContext, route } from '../routing/route.js';
import { publicAccount, readAccount, updatedAccount, writeAccount } from './account-object.js';
import { type UpdateAccountParams, updateAccountParams } from './account-params.js';
import { checkAccountUpdate } from './account-rules.js';

/**
 * The caller's own account. `/v1/accounts/:id` names it by id; any other id is an account
 * this key cannot see (there is no Connect platform here), so it does not exist for the caller.
 */
async function ownAccount(ctx: RequestContext<unknown>, id?: string) {
  if (id !== undefined && id !== ctx.scope.accountId) throw resourceMissing('account', id, 'account');
  const stored = await readAccount(ctx.db, ctx.scope.accountId);
  if (!stored) throw resourceMissing('account', ctx.scope.accountId);
  return stored;
}

async function update(ctx: RequestContext<UpdateAccountParams>, id?: string) {
  checkAccountUpdate(ctx.params);
  const stored = await ownAccount(ctx, id);
  const next = updatedAccount(stored, ctx.params);
  const before = publicAccount(stored);
  const after = publicAccount(next);
  const previous = changedAttributes(before, after);
  if (!previous) return before;
  await writeAccount(ctx.db, next);
  await ctx.emit('account.updated', after, previous);
  return after;
}

export const accountRoutes = [
  route({
    method: 'GET',
    path: '/v1/account',
    async handler(ctx) {
      return publicAccount(await ownAccount(ctx));
    },
  }),
  route({
    method: 'GET',
    path: '/v1/accounts/:id',
    async handler(ctx) {
      return publicAccount(await ownAccount(ctx, ctx.path.id!));
    },
  }),
  route({ method: 'POST', path: '/v1/account', params: updateAccountParams, handler: (ctx) => update(ctx) }),
  route({
    method: 'POST',
    path: '/v1/accounts/:id',
    params: updateAccountParams,
    handler: (ctx) => update(ctx, ctx.path.id!),
  }),
];
