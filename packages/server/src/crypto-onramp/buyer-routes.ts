import { route } from '../routing/route.js';
import {
  forgetWallet,
  listTransactions,
  lookupPerson,
  lookupWallets,
  populatePerson,
  saveWallet,
  updateSettings,
} from './buyer-calls.js';
import { FLOW_KEYS, open } from './flow-routes.js';
import {
  consumerSettingsParams,
  flowParams,
  personLookupParams,
  walletLookupParams,
  walletParams,
} from './params.js';

/**
 * `/v1/crypto/internal/...` for the returning buyer: who they are, their saved wallets, their
 * preferences and past purchases. Each names the session by its client secret; all but the
 * e-mail lookup need the e-mail proven with its code on that session first.
 */
export const buyerRoutes = [
  route({
    method: 'POST',
    path: '/v1/crypto/internal/person/lookup',
    auth: FLOW_KEYS,
    params: personLookupParams,
    handler: async (ctx) => {
      await open(ctx, false);
      return lookupPerson(ctx, ctx.params.email);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/crypto/internal/person/populate',
    auth: FLOW_KEYS,
    params: flowParams,
    handler: async (ctx) => populatePerson(ctx, await open(ctx, false)),
  }),
  route({
    method: 'POST',
    path: '/v1/crypto/internal/wallet',
    auth: FLOW_KEYS,
    params: walletParams,
    handler: async (ctx) => saveWallet(ctx, await open(ctx, false), ctx.params.network, ctx.params.address),
  }),
  route({
    method: 'DELETE',
    path: '/v1/crypto/internal/wallet',
    auth: FLOW_KEYS,
    params: walletParams,
    handler: async (ctx) => forgetWallet(ctx, await open(ctx, false), ctx.params.network, ctx.params.address),
  }),
  route({
    method: 'POST',
    path: '/v1/crypto/internal/wallet/lookup',
    auth: FLOW_KEYS,
    params: walletLookupParams,
    handler: async (ctx) => lookupWallets(ctx, await open(ctx, false), ctx.params.network),
  }),
  route({
    method: 'POST',
    path: '/v1/crypto/internal/consumer_settings',
    auth: FLOW_KEYS,
    params: consumerSettingsParams,
    handler: async (ctx) => updateSettings(ctx, await open(ctx, false), ctx.params),
  }),
  route({
    method: 'POST',
    path: '/v1/crypto/internal/transactions',
    auth: FLOW_KEYS,
    params: flowParams,
    handler: async (ctx) => listTransactions(ctx, await open(ctx, false)),
  }),
];
