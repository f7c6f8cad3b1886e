import { invalidRequest, permissionError } from '../kernel/errors.js';
import type { CallerContext } from '../routing/caller.js';
import { type RequestContext, route } from '../routing/route.js';
import {
  collectIdentity,
  flowView,
  purchase,
  signIn,
  startPurchase,
  updateChoices,
  verifyCode,
} from './flow.js';
import { startIdentityVerification, submitIdentityDocument } from './identity-verification.js';
import {
  flowParams,
  identityDocumentParams,
  identityParams,
  loginParams,
  purchaseParams,
  updateFlowParams,
  verifyCodeParams,
} from './params.js';
import { sessionBySecret } from './store.js';

/** The merchant's server may drive a session itself; a browser only from Payframe's onramp frame. */
export const FLOW_KEYS = ['secret', 'publishable'] as const;

/**
 * A browser takes these steps in the onramp frame, on this server's own origin. A page of
 * another origin (the merchant's, or a script injected into it) holding the client secret
 * may not sign the buyer in or pay for them. Calls without an Origin (servers) pass.
 */
function checkFrameOrigin(ctx: RequestContext<unknown>): void {
  if (!ctx.origin || ctx.auth.kind !== 'publishable') return;
  let host: string;
  try {
    host = new URL(ctx.origin).host;
  } catch {
    host = '';
  }
  if (![ctx.host, new URL(ctx.app.config.publicUrl).host].includes(host))
    throw permissionError('The crypto onramp flow runs in its own frame: mount it with PayframeOnramp.');
}

/** Test mode only: there is no real identity check, card-to-crypto exchange or delivery. */
function checkTestMode(ctx: CallerContext): void {
  if (ctx.scope.livemode)
    throw invalidRequest('Crypto onramp purchases are simulated: use your test mode keys.');
}

export async function open(ctx: RequestContext<{ client_secret: string }>, forUpdate = true) {
  checkFrameOrigin(ctx);
  checkTestMode(ctx);
  return sessionBySecret(ctx, ctx.params.client_secret, forUpdate);
}

/** `/v1/crypto/internal/...`: the hosted flow's steps, each naming its session by its client secret. */
export const flowRoutes = [
  route({
    method: 'GET',
    path: '/v1/crypto/internal/onramp_session',
    auth: FLOW_KEYS,
    params: flowParams,
    handler: async (ctx) => flowView(await open(ctx, false)),
  }),
  route({
    method: 'POST',
    path: '/v1/crypto/internal/onramp_session/login',
    auth: FLOW_KEYS,
    params: loginParams,
    handler: async (ctx) => signIn(ctx, await open(ctx), ctx.params.email),
  }),
  route({
    method: 'POST',
    path: '/v1/crypto/internal/onramp_session/verify_code',
    auth: FLOW_KEYS,
    params: verifyCodeParams,
    handler: async (ctx) => verifyCode(ctx, await open(ctx), ctx.params.code),
  }),
  route({
    method: 'POST',
    path: '/v1/crypto/internal/kyc_data_collection',
    auth: FLOW_KEYS,
    params: identityParams,
    handler: async (ctx) => collectIdentity(ctx, await open(ctx), ctx.params),
  }),
  route({
    method: 'POST',
    path: '/v1/crypto/internal/start_identity_verification',
    auth: FLOW_KEYS,
    params: flowParams,
    handler: async (ctx) => startIdentityVerification(ctx, await open(ctx)),
  }),
  route({
    method: 'POST',
    path: '/v1/crypto/internal/identity_verification/document',
    auth: FLOW_KEYS,
    params: identityDocumentParams,
    handler: async (ctx) => submitIdentityDocument(ctx, await open(ctx), ctx.params.document),
  }),
  route({
    method: 'POST',
    path: '/v1/crypto/internal/onramp_session/update',
    auth: FLOW_KEYS,
    params: updateFlowParams,
    handler: async (ctx) => updateChoices(ctx, await open(ctx), ctx.params),
  }),
  route({
    method: 'POST',
    path: '/v1/crypto/internal/onramp_session/confirm_purchase',
    auth: FLOW_KEYS,
    params: purchaseParams,
    handler: async (ctx) => purchase(ctx, await open(ctx), ctx.params.payment_method),
  }),
  route({
    method: 'POST',
    path: '/v1/crypto/internal/onramp_session/start_purchase',
    auth: FLOW_KEYS,
    params: flowParams,
    handler: async (ctx) => startPurchase(ctx, await open(ctx)),
  }),
];
