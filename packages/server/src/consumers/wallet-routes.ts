import { registerExpandable } from '../routing/expand.js';
import { route } from '../routing/route.js';
import { createBankDetails, offeredDetails } from './bank-details.js';
import {
  createAddressParams,
  createDetailsParams,
  deleteParams,
  listDetailsParams,
  sessionCallParams,
  shareParams,
  updateAddressParams,
  updateDetailsParams,
} from './params.js';
import { createDetails, deleteDetails, listDetails, updateDetails } from './payment-details.js';
import { CONSUMER_AUTH } from './session-routes.js';
import { authenticatedSession } from './sessions.js';
import { sharePaymentDetails } from './share.js';
import { sharePaymentDetailsToken } from './share-token.js';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './shipping-addresses.js';

// The answer always carries the whole payment method; `expand[]=payment_method` is accepted as the wallet sends it.
registerExpandable('consumer_payment_details_share', ['payment_method']);

/** The signed-in wallet's calls: saved payment details, shipping addresses, payment plans. */
export const walletRoutes = [
  route({
    method: 'POST',
    path: '/v1/consumers/payment_details',
    auth: CONSUMER_AUTH,
    params: createDetailsParams,
    async handler(ctx) {
      const session = await authenticatedSession(ctx, ctx.params.credentials);
      const created =
        ctx.params.type === 'bank_account'
          ? await createBankDetails(ctx, session, ctx.params)
          : await createDetails(ctx, session, ctx.params);
      return { redacted_payment_details: created };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/consumers/payment_details/list',
    auth: CONSUMER_AUTH,
    params: listDetailsParams,
    async handler(ctx) {
      const session = await authenticatedSession(ctx, ctx.params.credentials);
      const types = ctx.params.types?.map((t) => t.toUpperCase());
      const details = await listDetails(ctx, session);
      return { redacted_payment_details: offeredDetails(details, session, types) };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/consumers/payment_details/share',
    auth: CONSUMER_AUTH,
    params: shareParams,
    async handler(ctx) {
      const session = await authenticatedSession(ctx, ctx.params.credentials);
      const pm = await sharePaymentDetails(ctx, session, ctx.params);
      return { object: 'consumer_payment_details_share', id: pm.id, payment_method: pm };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/consumers/payment_details/share_token',
    auth: CONSUMER_AUTH,
    params: shareParams,
    async handler(ctx) {
      const session = await authenticatedSession(ctx, ctx.params.credentials);
      return sharePaymentDetailsToken(ctx, session, ctx.params);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/consumers/payment_details/:id',
    auth: CONSUMER_AUTH,
    params: updateDetailsParams,
    async handler(ctx) {
      const session = await authenticatedSession(ctx, ctx.params.credentials);
      return { redacted_payment_details: await updateDetails(ctx, session, ctx.path.id!, ctx.params) };
    },
  }),
  route({
    method: 'DELETE',
    path: '/v1/consumers/payment_details/:id',
    auth: CONSUMER_AUTH,
    params: deleteParams,
    async handler(ctx) {
      const session = await authenticatedSession(ctx, ctx.params.credentials);
      await deleteDetails(ctx, session, ctx.path.id!);
      return { id: ctx.path.id, deleted: true };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/consumers/shipping_addresses',
    auth: CONSUMER_AUTH,
    params: createAddressParams,
    async handler(ctx) {
      const session = await authenticatedSession(ctx, ctx.params.credentials);
      return { shipping_address: await createAddress(ctx, session, ctx.params) };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/consumers/shipping_addresses/list',
    auth: CONSUMER_AUTH,
    params: sessionCallParams,
    async handler(ctx) {
      const session = await authenticatedSession(ctx, ctx.params.credentials);
      return { shipping_addresses: await listAddresses(ctx, session) };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/consumers/shipping_addresses/:id',
    auth: CONSUMER_AUTH,
    params: updateAddressParams,
    async handler(ctx) {
      const session = await authenticatedSession(ctx, ctx.params.credentials);
      return { shipping_address: await updateAddress(ctx, session, ctx.path.id!, ctx.params) };
    },
  }),
  route({
    method: 'DELETE',
    path: '/v1/consumers/shipping_addresses/:id',
    auth: CONSUMER_AUTH,
    params: deleteParams,
    async handler(ctx) {
      const session = await authenticatedSession(ctx, ctx.params.credentials);
      await deleteAddress(ctx, session, ctx.path.id!);
      return { id: ctx.path.id, deleted: true };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/consumers/payment_plans/list',
    auth: CONSUMER_AUTH,
    params: sessionCallParams,
    async handler(ctx) {
      await authenticatedSession(ctx, ctx.params.credentials);
      // No installment plans are offered on this server: the wallet shows pay-in-full only.
      return { payment_plans: [] };
    },
  }),
];
