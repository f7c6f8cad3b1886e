import { cancelPendingActions } from '../actions/index.js';
import type { ResolvedConfirmationToken } from '../confirmation-tokens/index.js';
import { resolveConfirmationToken } from '../confirmation-tokens/index.js';
import { invalidRequest, unexpectedState } from '../kernel/errors.js';
import { paymentMethodOptions } from '../payment-intents/method-options.js';
import { methodType } from '../payment-intents/method-types.js';
import { checkPaymentMethodFits } from '../payment-intents/payment-method-checks.js';
import { allowedReturnOrigins, checkReturnUrl } from '../payment-intents/return-url.js';
import { createPaymentMethod, type PaymentMethod, resolvePaymentMethod } from '../payment-methods/index.js';
import type { CallerContext } from '../routing/caller.js';
import { recordAttempt } from './attempts.js';
import type { ConfirmSetupIntentParams } from './params.js';
import type { SetupResult } from './setup-attempt.js';
import { runSetupAttempt } from './setup-handlers.js';
import type { SetupIntent } from './setup-intent.js';
import { confirmRefusal, MISSING_PAYMENT_METHOD, startAttempt } from './state-machine.js';
import { saveSetupIntent } from './store.js';
import { setupView } from './view.js';

export type SetupConfirmInput = Omit<ConfirmSetupIntentParams, 'client_secret'>;

function refuse(ctx: CallerContext, si: SetupIntent, message: string): never {
  const error = unexpectedState('setup_intent', message);
  error.body.setup_intent = setupView(ctx.auth.kind, si);
  throw error;
}

async function paymentMethodFor(
  ctx: CallerContext,
  si: SetupIntent,
  input: SetupConfirmInput,
): Promise<{ pm: PaymentMethod; token: ResolvedConfirmationToken | null }> {
  const given = [input.payment_method, input.payment_method_data, input.confirmation_token].filter(
    (v) => v !== undefined,
  ).length;
  if (given > 1) {
    throw invalidRequest(
      'Pass only one of payment_method, payment_method_data or confirmation_token.',
      input.confirmation_token ? 'confirmation_token' : 'payment_method_data',
    );
  }
  if (input.confirmation_token) {
    const token = await resolveConfirmationToken(ctx, input.confirmation_token, 'confirmation_token');
    return { pm: await token.paymentMethod(), token };
  }
  if (input.payment_method_data) {
    return {
      pm: await createPaymentMethod(ctx, input.payment_method_data, 'payment_method_data'),
      token: null,
    };
  }
  const id = input.payment_method ?? si.payment_method;
  if (!id) refuse(ctx, si, MISSING_PAYMENT_METHOD);
  return { pm: await resolvePaymentMethod(ctx, id, 'payment_method'), token: null };
}

/**
 * Confirms a SetupIntent the caller has locked (or just built, `insert`): verifies a card
 * (3-D Secure when the issuer wants it) or records a debit mandate, then saves the method to
 * the customer. A failed verification comes back as `error`, its writes kept.
 */
export async function confirmSetupIntent(
  ctx: CallerContext,
  si: SetupIntent,
  input: SetupConfirmInput,
  options: { insert?: boolean } = {},
): Promise<SetupResult> {
  const refusal = confirmRefusal(si);
  if (refusal) refuse(ctx, si, refusal);
  const { pm, token } = await paymentMethodFor(ctx, si, input);
  const current = startAttempt({
    ...si,
    payment_method_options: paymentMethodOptions(
      si.payment_method_types,
      input.payment_method_options,
      si.payment_method_options,
    ),
  });
  const param = token ? 'confirmation_token' : 'payment_method';
  checkPaymentMethodFits(ctx.auth.kind, current, pm, param);
  if (!methodType(pm.type)?.setup && pm.type !== 'link') {
    throw invalidRequest(`PaymentMethods of type ${pm.type} cannot be set up for future payments.`, param);
  }
  if (input.expected_payment_method_type && input.expected_payment_method_type !== pm.type) {
    throw invalidRequest(
      `The PaymentMethod provided (${pm.type}) does not match the expected_payment_method_type (${input.expected_payment_method_type}).`,
      'expected_payment_method_type',
    );
  }
  const asked = input.return_url ?? token?.return_url ?? null;
  const returnUrl = checkReturnUrl(asked, await allowedReturnOrigins(ctx, asked));
  await cancelPendingActions(ctx.db, ctx.scope, si.id);
  const result = await runSetupAttempt(ctx, { current, pm, input, token, returnUrl });
  await token?.markUsed({ setup_intent: si.id });
  const intent = await recordAttempt(ctx, result.intent, pm);
  await saveSetupIntent(ctx, si, intent, { insert: options.insert === true });
  return { ...result, intent };
}
