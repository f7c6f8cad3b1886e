import { isIP } from 'node:net';
import { invalidRequest } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import { listResources } from '../kernel/list.js';
import { route } from '../routing/route.js';
import { initialDetails } from './details.js';
import { createOnrampSessionParams, listOnrampSessionsParams } from './params.js';
import { newOnrampSession, type OnrampFlow } from './session.js';
import { getSession, insertSession } from './store.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `/v1/crypto/onramp_sessions`: a purchase of crypto the merchant prepares for its user. */
export const onrampSessionRoutes = [
  route({
    method: 'POST',
    path: '/v1/crypto/onramp_sessions',
    params: createOnrampSessionParams,
    async handler(ctx) {
      if (ctx.scope.livemode)
        throw invalidRequest(
          'Crypto onramp sessions can only be created in test mode: Payframe delivers no real crypto.',
        );
      const info = ctx.params.customer_information;
      if (info?.email !== undefined && !EMAIL.test(info.email))
        throw invalidRequest(
          `Invalid email address: ${info.email}`,
          'customer_information[email]',
          'email_invalid',
        );
      const ip = ctx.params.customer_ip_address;
      if (ip !== undefined && isIP(ip) === 0)
        throw invalidRequest(`Invalid IP address: ${ip}`, 'customer_ip_address', 'parameter_invalid_string');
      const session = newOnrampSession(newId('cos'), ctx.scope.livemode, initialDetails(ctx.params));
      const flow: OnrampFlow = {
        email: info?.email ?? null,
        email_verified: false,
        identity: 'unverified',
        first_name: info?.first_name ?? null,
        last_name: info?.last_name ?? null,
        customer_ip_address: ip ?? null,
        payment_intent: null,
      };
      await insertSession(ctx, session, flow);
      return session;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/crypto/onramp_sessions/:session',
    handler: async (ctx) => (await getSession(ctx, ctx.path.session!)).session,
  }),
  route({
    method: 'GET',
    path: '/v1/crypto/onramp_sessions',
    params: listOnrampSessionsParams,
    async handler(ctx) {
      const { status, ...page } = ctx.params;
      return listResources(
        ctx.db,
        'crypto_onramp_sessions',
        ctx.scope,
        page,
        '/v1/crypto/onramp_sessions',
        status ? { status } : {},
      );
    },
  }),
];
