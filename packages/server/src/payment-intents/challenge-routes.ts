import { findActionById, findActionByToken, type IntentAction, setActionStatus } from '../actions/index.js';
import { redeemToken } from '../captcha/index.js';
import { invalidRequest, missingParam, resourceMissing, unexpectedState } from '../kernel/errors.js';
import { p } from '../kernel/params.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import type { RequestContext } from '../routing/route.js';
import { route } from '../routing/route.js';
import { findResource } from '../store/index.js';
import { type AttemptResult, runCardPayment } from './card-payment.js';
import { CARD_IMAGE_PATH } from './challenge-action.js';
import { checkClientSecret } from './client-secret.js';
import { attemptError, authenticationFailure } from './errors.js';
import { settlePaymentMethod } from './future-usage.js';
import type { PaymentIntent } from './payment-intent.js';
import { failed } from './state-machine.js';
import { getPaymentIntent, savePaymentIntent } from './store.js';
import { intentView } from './view.js';

/** The shopper's words when a captcha answer is refused; the reason stays in the server. */
export const CAPTCHA_REFUSED =
  'The verification challenge was not completed or has expired. Please complete it again.';
export const LAST_DIGITS_WRONG = "The digits entered do not match the card's last 4 digits.";

function answer(ctx: RequestContext<unknown>, result: AttemptResult) {
  const view = intentView(ctx.auth.kind, result.intent);
  if (result.error) throw attemptError('payment_intent', result.error, view);
  return view;
}

/** The pending challenge of a locked intent, if it is waiting for one of this kind. */
async function pendingChallenge(
  ctx: ServiceContext,
  pi: PaymentIntent,
  kind: 'captcha' | 'card_image',
): Promise<IntentAction> {
  const sdk = pi.next_action?.type === 'use_stripe_sdk' ? pi.next_action.use_stripe_sdk : null;
  const source = (sdk?.stripe_js as { source?: unknown } | undefined)?.source;
  const action =
    pi.status === 'requires_action' && typeof source === 'string'
      ? await findActionById(ctx.db, ctx.scope, source, { forUpdate: true })
      : undefined;
  if (!action || action.kind !== kind || action.status !== 'pending') {
    const what = kind === 'captcha' ? 'a captcha challenge' : 'a card image verification';
    throw unexpectedState(
      'payment_intent',
      `This PaymentIntent's status is ${pi.status}: it is not waiting for ${what}.`,
    );
  }
  return action;
}

async function paymentMethodOf(ctx: ServiceContext, action: IntentAction): Promise<PaymentMethod> {
  const pm = await findResource<PaymentMethod>(
    ctx.db,
    'payment_methods',
    ctx.scope,
    action.data.paymentMethod,
  );
  if (!pm) throw resourceMissing('payment_method', action.data.paymentMethod);
  return pm;
}

/** The challenge was answered: the payment goes on where the confirmation stopped. */
async function resume(ctx: ServiceContext, pi: PaymentIntent, action: IntentAction): Promise<AttemptResult> {
  const pm = await paymentMethodOf(ctx, action);
  await setActionStatus(ctx.db, action, 'succeeded');
  const result = await runCardPayment(ctx, pi, pm, {
    offSession: false,
    errorOnRequiresAction: false,
    authenticated: false,
    returnUrl: action.data.returnUrl,
    useStripeSdk: true,
    radarSession: action.data.radarSession ?? null,
    client: action.data.client ?? null,
    challengeAnswered: true,
  });
  await settlePaymentMethod(ctx, result.intent, pm);
  await savePaymentIntent(ctx, pi, result.intent);
  return result;
}

/** The card-image verification named by its URL's id and token, with its intent locked. */
async function cardImageTarget(ctx: RequestContext<{ client_secret?: string | undefined }>) {
  const found = await findActionByToken(ctx.db, ctx.path.action!, 'card_image', ctx.path.token!, {
    forUpdate: true,
  });
  const mine =
    found && found.scope.accountId === ctx.scope.accountId && found.scope.livemode === ctx.scope.livemode;
  if (!mine) throw resourceMissing('card image verification', ctx.path.action!);
  const pi = await getPaymentIntent(ctx, found.intentId, { forUpdate: true });
  checkClientSecret(ctx.auth.kind, pi, ctx.params.client_secret);
  return { pi, action: await pendingChallenge(ctx, pi, 'card_image') };
}

/** A picture of a card, as a data URL (test mode only: nobody reads it). */
const IMAGE = /^data:image\/(png|jpeg|webp|heic);base64,[A-Za-z0-9+/]+=*$/;

/** docs/radar.md#challenges: the answers to the risk engine's challenges. */
export const challengeRoutes = [
  route({
    method: 'POST',
    path: '/v1/payment_intents/:intent/verify_challenge',
    auth: ['secret', 'publishable'],
    params: p.object({
      client_secret: p.string().optional(),
      challenge_response_token: p.string(8000).optional(),
      challenge_response_ekey: p.string(500).optional(),
    }),
    async handler(ctx) {
      const pi = await getPaymentIntent(ctx, ctx.path.intent!, { forUpdate: true });
      checkClientSecret(ctx.auth.kind, pi, ctx.params.client_secret);
      const action = await pendingChallenge(ctx, pi, 'captcha');
      const token = ctx.params.challenge_response_token;
      if (!token) throw missingParam('challenge_response_token');
      const redeemed = await redeemToken(
        ctx,
        token,
        { kind: 'interactive', intent: pi.id },
        { taken: true, ekey: ctx.params.challenge_response_ekey },
      );
      if (!redeemed.ok) {
        ctx.app.log.info({ intent: pi.id, reason: redeemed.reason }, 'captcha answer refused');
        throw invalidRequest(CAPTCHA_REFUSED, 'challenge_response_token', 'payment_intent_invalid_parameter');
      }
      return answer(ctx, await resume(ctx, pi, action));
    },
  }),
  route({
    method: 'POST',
    path: `${CARD_IMAGE_PATH}/:action/:token/verify`,
    auth: ['secret', 'publishable'],
    params: p.object({
      client_secret: p.string().optional(),
      last4: p.string(4).optional(),
      image: p.string(700_000).optional(),
    }),
    async handler(ctx) {
      const { pi, action } = await cardImageTarget(ctx);
      const { last4, image } = ctx.params;
      if (last4 === undefined && image === undefined) throw missingParam('last4');
      if (last4 !== undefined) {
        const pm = await paymentMethodOf(ctx, action);
        if (last4 !== pm.card?.last4) throw invalidRequest(LAST_DIGITS_WRONG, 'last4', 'incorrect_number');
      } else if (ctx.scope.livemode) {
        throw invalidRequest('A picture of the card is accepted in test mode only.', 'image');
      } else if (!IMAGE.test(image!)) {
        throw invalidRequest('The image must be a PNG, JPEG, WebP or HEIC picture as a data URL.', 'image');
      }
      return answer(ctx, await resume(ctx, pi, action));
    },
  }),
  route({
    method: 'POST',
    path: `${CARD_IMAGE_PATH}/:action/:token/cancel`,
    auth: ['secret', 'publishable'],
    params: p.object({ client_secret: p.string().optional() }),
    async handler(ctx) {
      const { pi, action } = await cardImageTarget(ctx);
      const pm = await paymentMethodOf(ctx, action);
      await setActionStatus(ctx.db, action, 'failed');
      const error = authenticationFailure('payment_intent', pm);
      const after = failed(pi, error, null);
      await savePaymentIntent(ctx, pi, after);
      return answer(ctx, { intent: after, error });
    },
  }),
];
