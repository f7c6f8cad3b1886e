import { createAction } from '../actions/index.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import type { AttemptResult, CardAttempt } from './card-payment.js';
import type { NextAction, PaymentIntent } from './payment-intent.js';
import { requiresAction } from './state-machine.js';

/** Where a card-image verification's answers go: the action's URL carries its token. */
export const CARD_IMAGE_PATH = '/v1/payframe/card_image_verifications';

/**
 * The risk engine asked the shopper to prove themselves before the card is sent
 * (docs/radar.md#challenges). The intent waits in requires_action with a next action the
 * frames run in their modal, as Stripe.js runs `use_stripe_sdk`:
 *
 * - `intent_confirmation_challenge`: a captcha (the provider, its site key and, for the
 *   built-in proof of work, the signed puzzle `rqdata`); its token goes to
 *   `verification_url` (`POST /v1/payment_intents/:id/verify_challenge`).
 * - `card_image_verification` (test mode): the shopper confirms the card's last digits (or
 *   sends a picture of it) to `verify_url`, or gives up at `cancel_url`.
 *
 * Nothing is charged or held until the answer comes back.
 */
export async function askForChallenge(
  ctx: ServiceContext,
  pi: PaymentIntent,
  pm: PaymentMethod,
  kind: 'captcha' | 'card_image',
  attempt: CardAttempt,
): Promise<AttemptResult> {
  const publicUrl = ctx.app.config.publicUrl;
  const { action, url } = await createAction(ctx.db, ctx.scope, {
    intentId: pi.id,
    kind,
    data: {
      paymentMethod: pm.id,
      returnUrl: attempt.returnUrl,
      radarSession: attempt.radarSession ?? null,
      client: attempt.client ?? null,
    },
    publicUrl,
  });
  let next: NextAction;
  if (kind === 'captcha') {
    const challenge = ctx.app.captcha.challenge(ctx.scope, { kind: 'interactive', intent: pi.id });
    next = {
      type: 'use_stripe_sdk',
      use_stripe_sdk: {
        type: 'intent_confirmation_challenge',
        stripe_js: {
          ...challenge,
          source: action.id,
          verification_url: `${publicUrl}/v1/payment_intents/${pi.id}/verify_challenge`,
        },
      },
    };
  } else {
    const token = new URL(url).searchParams.get('token')!;
    const base = `${publicUrl}${CARD_IMAGE_PATH}/${action.id}/${token}`;
    next = {
      type: 'use_stripe_sdk',
      use_stripe_sdk: {
        type: 'card_image_verification',
        stripe_js: {
          source: action.id,
          verify_url: `${base}/verify`,
          cancel_url: `${base}/cancel`,
          brand: pm.card?.brand ?? null,
          last4_length: 4,
        },
      },
    };
  }
  return { intent: requiresAction({ ...pi, payment_method: pm.id }, next), error: null };
}
