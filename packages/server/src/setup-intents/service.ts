import { cancelPendingActions } from '../actions/index.js';
import { getCustomer } from '../customers/index.js';
import { invalidRequest, unexpectedState } from '../kernel/errors.js';
import { applyMetadata, clearOr } from '../kernel/shared-params.js';
import { acceptedTypes } from '../payment-intents/create.js';
import { paymentMethodOptions } from '../payment-intents/method-options.js';
import { checkPaymentMethodFits, checkPaymentMethodTypes } from '../payment-intents/payment-method-checks.js';
import { createPaymentMethod, type PaymentMethod, resolvePaymentMethod } from '../payment-methods/index.js';
import type { CallerContext } from '../routing/caller.js';
import { confirmSetupIntent } from './confirm.js';
import type { CreateSetupIntentParams, UpdateSetupIntentParams } from './params.js';
import type { SetupResult } from './setup-attempt.js';
import { newSetupIntent, type SetupIntent } from './setup-intent.js';
import { canceled, cancelRefusal, restingStatus, updateRefusal } from './state-machine.js';
import { getSetupIntent, saveSetupIntent } from './store.js';
import { setupView } from './view.js';

const CONFIRM_ONLY = ['return_url', 'mandate_data', 'confirmation_token', 'use_stripe_sdk'] as const;

export async function createSetupIntent(
  ctx: CallerContext,
  params: CreateSetupIntentParams,
): Promise<SetupResult> {
  if (!params.confirm) {
    const misplaced = CONFIRM_ONLY.find((name) => params[name] !== undefined);
    if (misplaced) throw invalidRequest(`You can only pass ${misplaced} when confirm is true.`, misplaced);
  }
  if (params.customer) await getCustomer(ctx.db, ctx.scope, params.customer, 'customer');
  const { types, automatic } = acceptedTypes(params, null, ctx.apiVersion, 'setup');
  const sources = [params.payment_method, params.payment_method_data, params.confirmation_token];
  if (sources.filter((v) => v !== undefined).length > 1) {
    throw invalidRequest(
      'Pass only one of payment_method, payment_method_data or confirmation_token.',
      params.confirmation_token ? 'confirmation_token' : 'payment_method_data',
    );
  }
  let pm: PaymentMethod | null = null;
  if (params.payment_method_data)
    pm = await createPaymentMethod(ctx, params.payment_method_data, 'payment_method_data');
  else if (params.payment_method)
    pm = await resolvePaymentMethod(ctx, params.payment_method, 'payment_method');
  const si = newSetupIntent(params, {
    livemode: ctx.scope.livemode,
    paymentMethodTypes: types,
    automatic,
    paymentMethod: pm?.id ?? null,
  });
  if (pm)
    checkPaymentMethodFits(
      ctx.auth.kind,
      si,
      pm,
      params.payment_method_data ? 'payment_method_data' : 'payment_method',
    );
  if (!params.confirm) {
    await saveSetupIntent(ctx, null, si);
    return { intent: si, error: null };
  }
  await ctx.emit('setup_intent.created', si);
  return confirmSetupIntent(
    ctx,
    si,
    {
      return_url: params.return_url,
      mandate_data: params.mandate_data,
      confirmation_token: params.confirmation_token,
      use_stripe_sdk: params.use_stripe_sdk,
    },
    { insert: true },
  );
}

const SETUP_FIELDS = [
  'payment_method',
  'payment_method_data',
  'payment_method_types',
  'allowed_payment_method_types',
  'customer',
] as const;

export async function updateSetupIntent(
  ctx: CallerContext,
  id: string,
  params: UpdateSetupIntentParams,
): Promise<SetupIntent> {
  const before = await getSetupIntent(ctx, id, { forUpdate: true });
  for (const field of SETUP_FIELDS) {
    if (params[field] === undefined) continue;
    const refusal = updateRefusal(before, field);
    if (refusal) throw invalidRequest(refusal, field, 'setup_intent_unexpected_state');
  }
  if (params.payment_method && params.payment_method_data) {
    throw invalidRequest(
      'You cannot provide both payment_method and payment_method_data. Pass one of them.',
      'payment_method_data',
    );
  }
  const listed = params.payment_method_types ?? params.allowed_payment_method_types;
  if (listed) checkPaymentMethodTypes(listed, null, 'payment_method_types');
  if (params.customer) await getCustomer(ctx.db, ctx.scope, params.customer, 'customer');
  const types = listed ?? before.payment_method_types;
  let after: SetupIntent = {
    ...before,
    automatic_payment_methods: listed ? null : before.automatic_payment_methods,
    customer: clearOr(params.customer, before.customer),
    description: clearOr(params.description, before.description),
    flow_directions:
      params.flow_directions === undefined ? before.flow_directions : params.flow_directions || null,
    metadata: applyMetadata(before.metadata, params.metadata),
    payment_method_options: paymentMethodOptions(
      types,
      params.payment_method_options,
      before.payment_method_options,
    ),
    payment_method_types: types,
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
  if (SETUP_FIELDS.some((field) => params[field] !== undefined)) {
    after = { ...after, status: restingStatus(after), next_action: null };
    await cancelPendingActions(ctx.db, ctx.scope, before.id);
  }
  await saveSetupIntent(ctx, before, after);
  return after;
}

export async function cancelSetupIntent(
  ctx: CallerContext,
  id: string,
  reason: string | undefined,
): Promise<SetupIntent> {
  const before = await getSetupIntent(ctx, id, { forUpdate: true });
  const refusal = cancelRefusal(before);
  if (refusal) {
    const error = unexpectedState('setup_intent', refusal);
    error.body.setup_intent = setupView(ctx.auth.kind, before);
    throw error;
  }
  await cancelPendingActions(ctx.db, ctx.scope, before.id);
  const after = canceled(before, reason ?? null);
  await saveSetupIntent(ctx, before, after);
  return after;
}
