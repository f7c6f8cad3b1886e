import { isBlikCode } from '@payframe/core';
import { createAction } from '../actions/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { processorFor } from '../simulator/index.js';
import { scheduleActionStep } from './action-steps.js';
import type { AttemptResult } from './card-payment.js';
import type { PaymentIntent } from './payment-intent.js';
import { requiresAction } from './state-machine.js';

const CODE_PARAM = 'payment_method_options[blik][code]';

/** The BLIK code a confirmation carries: required, and exactly 6 digits. */
export function blikCode(given: unknown): string {
  if (given === undefined || given === null || given === '') {
    throw invalidRequest(
      'A BLIK code is required to confirm a PaymentIntent with a blik PaymentMethod: pass the 6-digit code from the shopper’s banking app in payment_method_options[blik][code].',
      CODE_PARAM,
      'parameter_missing',
    );
  }
  if (typeof given !== 'string' || !isBlikCode(given)) {
    throw invalidRequest(
      'Invalid BLIK code: it must be the 6 digits shown in the shopper’s banking app.',
      CODE_PARAM,
      'payment_method_invalid_parameter',
    );
  }
  return given;
}

/**
 * Sends the payment to the shopper's banking app with the code they typed (BLIK): the intent
 * waits in requires_action (`blik_authorize`, nothing for the page to do but wait) until the
 * app answers, which a pending action step applies when it is due (the simulator answers a few
 * seconds later). The code is used here and never kept.
 */
export async function startAppPayment(
  ctx: ServiceContext,
  pi: PaymentIntent,
  pm: PaymentMethod,
  code: string,
): Promise<AttemptResult> {
  const sent = await processorFor(ctx.scope.livemode).startAppPayment({
    type: pm.type,
    amount: pi.amount,
    currency: pi.currency,
    code,
  });
  const { action } = await createAction(ctx.db, ctx.scope, {
    intentId: pi.id,
    kind: 'redirect',
    data: { paymentMethod: pm.id, returnUrl: null },
    publicUrl: ctx.app.config.publicUrl,
  });
  await scheduleActionStep(ctx, action, nowSeconds() + sent.answerAfterSeconds, sent.outcome);
  const next = { type: 'blik_authorize' as const, blik_authorize: {} };
  return { intent: requiresAction({ ...pi, payment_method: pm.id }, next), error: null };
}
