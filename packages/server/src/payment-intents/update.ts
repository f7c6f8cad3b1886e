import { cancelPendingActions } from '../actions/index.js';
import { getCustomer } from '../customers/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { applyMetadata, clearOr, toShipping } from '../kernel/shared-params.js';
import { createPaymentMethod, resolvePaymentMethod } from '../payment-methods/index.js';
import type { CallerContext } from '../routing/caller.js';
import { checkAmount } from './amount.js';
import { paymentMethodOptions } from './method-options.js';
import { automaticTypes } from './method-types.js';
import type { UpdatePaymentIntentParams } from './params.js';
import type { PaymentIntent } from './payment-intent.js';
import { checkPaymentMethodFits, checkPaymentMethodTypes } from './payment-method-checks.js';
import { representedAfterUpdate, withPresentment } from './presentment.js';
import { restingStatus, updateRefusal } from './state-machine.js';
import { getPaymentIntent, savePaymentIntent } from './store.js';

/** Fields that change what is paid or how: only before the money moved. */
const PAYMENT_FIELDS = [
  'amount',
  'currency',
  'payment_method',
  'payment_method_data',
  'payment_method_types',
  'allowed_payment_method_types',
  'capture_method',
  'customer',
  'fx_quote',
  'presentment_details',
] as const;

/**
 * Updates an intent. Descriptive fields change in any status; what is paid and how only
 * while it waits for a method, a confirmation or an action (which the change then voids:
 * the intent waits for a confirmation again).
 */
export async function updatePaymentIntent(
  ctx: CallerContext,
  id: string,
  params: UpdatePaymentIntentParams,
): Promise<PaymentIntent> {
  const before = await getPaymentIntent(ctx, id, { forUpdate: true });
  for (const field of PAYMENT_FIELDS) {
    if (params[field] === undefined) continue;
    const refusal = updateRefusal(before, field);
    if (refusal) throw invalidRequest(refusal, field, 'payment_intent_unexpected_state');
  }
  if (params.payment_method && params.payment_method_data) {
    throw invalidRequest(
      'You cannot provide both payment_method and payment_method_data. Pass one of them.',
      'payment_method_data',
    );
  }
  const currency = params.currency ?? before.currency;
  const amount = params.amount ?? before.amount;
  if (params.amount !== undefined || params.currency !== undefined) checkAmount(amount, currency);
  const listed = params.payment_method_types ?? params.allowed_payment_method_types;
  if (params.customer) await getCustomer(ctx.db, ctx.scope, params.customer, 'customer');
  const automatic = listed ? null : before.automatic_payment_methods;
  // Automatic payment methods follow the currency; listed types must be able to pay in it.
  const types =
    listed ??
    (automatic?.enabled && (params.currency || params.amount !== undefined || params.shipping !== undefined)
      ? automaticTypes({
          currency,
          allowRedirects: automatic.allow_redirects !== 'never',
          purpose: 'payment',
          amount,
          shipping: Boolean(params.shipping === undefined ? before.shipping : params.shipping),
        })
      : before.payment_method_types);
  if (listed || params.currency)
    checkPaymentMethodTypes(types, currency, listed ? 'payment_method_types' : 'currency');

  let after: PaymentIntent = {
    ...before,
    amount,
    currency,
    automatic_payment_methods: automatic,
    capture_method: params.capture_method ?? before.capture_method,
    customer: clearOr(params.customer, before.customer),
    description: clearOr(params.description, before.description),
    metadata: applyMetadata(before.metadata, params.metadata),
    payment_method_options: paymentMethodOptions(
      types,
      params.payment_method_options,
      before.payment_method_options,
    ),
    payment_method_types: types,
    receipt_email: clearOr(params.receipt_email, before.receipt_email),
    setup_future_usage: clearOr(params.setup_future_usage, before.setup_future_usage),
    shipping: toShipping(params.shipping, before.shipping),
    statement_descriptor: clearOr(params.statement_descriptor, before.statement_descriptor),
    statement_descriptor_suffix: clearOr(
      params.statement_descriptor_suffix,
      before.statement_descriptor_suffix,
    ),
  };
  if (params.payment_method_data) {
    const pm = await createPaymentMethod(ctx, params.payment_method_data, 'payment_method_data');
    checkPaymentMethodFits(ctx.auth.kind, after, pm, 'payment_method_data');
    after.payment_method = pm.id;
  } else if (params.payment_method !== undefined) {
    if (params.payment_method === '') after.payment_method = null;
    else {
      const pm = await resolvePaymentMethod(ctx, params.payment_method, 'payment_method');
      checkPaymentMethodFits(ctx.auth.kind, after, pm, 'payment_method');
      after.payment_method = pm.id;
    }
  }
  after = await withPresentment(ctx, await representedAfterUpdate(ctx, before, after), params);
  const paymentChanged = PAYMENT_FIELDS.some((field) => params[field] !== undefined);
  if (paymentChanged && before.status !== 'requires_capture') {
    after = { ...after, status: restingStatus(after), next_action: null };
    await cancelPendingActions(ctx.db, ctx.scope, before.id);
  }
  await savePaymentIntent(ctx, before, after);
  return after;
}
