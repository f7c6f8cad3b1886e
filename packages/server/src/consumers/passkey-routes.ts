import { route } from '../routing/route.js';
import { passkeyRegistrationParams, sessionCallParams } from './params.js';
import { confirmRegistration, startRegistration } from './passkeys.js';
import { CONSUMER_AUTH } from './session-routes.js';
import { authenticatedSession } from './sessions.js';

/**
 * Registering a passkey, after sign-up or a verified sign-in: the wallet asks for creation
 * options, runs navigator.credentials.create (@simplewebauthn/browser's startRegistration)
 * and sends the answer back as JSON. Later sign-ins verify with it instead of a code.
 */
export const passkeyRoutes = [
  route({
    method: 'POST',
    path: '/v1/consumers/passkeys/start_registration',
    auth: CONSUMER_AUTH,
    params: sessionCallParams,
    async handler(ctx) {
      const session = await authenticatedSession(ctx, ctx.params.credentials);
      return { public_key_credential_creation_options: await startRegistration(ctx, session) };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/consumers/passkeys/confirm_registration',
    auth: CONSUMER_AUTH,
    params: passkeyRegistrationParams,
    async handler(ctx) {
      const session = await authenticatedSession(ctx, ctx.params.credentials);
      return { passkey: await confirmRegistration(ctx, session, ctx.params.webauthn_credential_data) };
    },
  }),
];
