import { checkoutLayoutChar } from '@payframe/core';
import { publishableKeyOf } from '../accounts/index.js';
import { getCustomer } from '../customers/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { nowSeconds, randomToken } from '../kernel/ids.js';
import { applyMetadata } from '../kernel/shared-params.js';
import { acceptedTypes } from '../payment-intents/index.js';
import type { CallerContext } from '../routing/caller.js';
import { insertResource } from '../store/index.js';
import { discountOnCreate } from './discount.js';
import { resolveLineItems, type StoredLine } from './line-items.js';
import { hostedPageUrl } from './page-url.js';
import {
  type CheckoutSession,
  type IntentData,
  type ShippingOption,
  sessionColumns,
  withTotals,
} from './session.js';
import type { CreateSessionParams } from './session-params.js';
import { checkSessionParams, MAX_EXPIRY_SECONDS } from './session-rules.js';
import { newShippingRate, type ShippingRate } from './shipping-rate.js';
import { getShippingRate } from './shipping-rate-routes.js';

/**
 * A session id names the page's layout in its first character after the prefix: one line
 * item, several, or none (setup mode, one column).
 */
function sessionId(
  livemode: boolean,
  mode: 'payment' | 'setup' | 'subscription',
  lines: readonly StoredLine[],
): string {
  const layout = mode === 'setup' ? 'single_column' : lines.length > 1 ? 'multi_item' : 'single_item';
  return `cs_${livemode ? 'live' : 'test'}_${checkoutLayoutChar(layout)}1${randomToken(56)}`;
}

/** The session's shipping rates, created when given inline; each must be in the session's currency. */
async function shippingRates(
  ctx: CallerContext,
  given: CreateSessionParams['shipping_options'],
  currency: string | null,
): Promise<ShippingRate[]> {
  const rates: ShippingRate[] = [];
  for (const [index, option] of (given ?? []).entries()) {
    const param = `shipping_options[${index}]`;
    if ((option.shipping_rate === undefined) === (option.shipping_rate_data === undefined))
      throw invalidRequest(
        'Exactly one of shipping_rate or shipping_rate_data must be specified.',
        `${param}[shipping_rate]`,
      );
    let rate: ShippingRate;
    if (option.shipping_rate_data) {
      rate = newShippingRate(option.shipping_rate_data, ctx.scope.livemode, `${param}[shipping_rate_data]`);
      await insertResource(ctx.db, 'shipping_rates', ctx.scope, rate, { active: true });
    } else {
      rate = await getShippingRate(ctx, option.shipping_rate!, `${param}[shipping_rate]`);
    }
    if (rate.fixed_amount.currency !== currency)
      throw invalidRequest(
        `The shipping rate's currency (${rate.fixed_amount.currency}) must match the currency of the line items (${currency}).`,
        `${param}[shipping_rate]`,
      );
    rates.push(rate);
  }
  return rates;
}

/** `POST /v1/checkout/sessions`: checks, resolves the line items and rates, stores the open session. */
export async function createSession(
  ctx: CallerContext,
  params: CreateSessionParams,
): Promise<CheckoutSession> {
  const now = nowSeconds();
  const mode = checkSessionParams(params, now);
  if (params.customer !== undefined) await getCustomer(ctx.db, ctx.scope, params.customer, 'customer');
  const lines = await resolveLineItems(ctx, params.line_items ?? [], mode);
  const currency = lines[0]?.item.currency ?? params.currency ?? null;
  // A subscription's session shows and charges its first invoice: the lines' amounts, as a payment's.
  const charges = mode !== 'setup';
  if (params.currency !== undefined && currency !== params.currency && charges)
    throw invalidRequest('The currency must match the currency of the line items.', 'currency');
  const rates = await shippingRates(ctx, params.shipping_options, currency);
  const amount = lines.reduce((sum, line) => sum + line.item.amount_subtotal, 0);
  const { types } = acceptedTypes(
    { payment_method_types: params.payment_method_types },
    currency,
    ctx.apiVersion,
    mode === 'subscription' ? 'payment' : mode,
    charges ? { amount, shipping: params.shipping_address_collection !== undefined } : undefined,
  );
  const id = sessionId(ctx.scope.livemode, mode, lines);
  const embedded = params.ui_mode === 'embedded';
  let url: string | null = null;
  if (!embedded) {
    const apiKey = await publishableKeyOf(ctx.db, ctx.auth.keyAccountId, ctx.scope.livemode);
    if (!apiKey)
      throw invalidRequest('This account has no publishable key for the hosted checkout page to use.');
    url = hostedPageUrl(ctx.app.config.publicUrl, id, {
      apiKey,
      stripeAccount: ctx.auth.keyAccountId !== ctx.scope.accountId ? ctx.scope.accountId : undefined,
      locale: params.locale ?? null,
      cancelUrl: params.cancel_url ?? null,
    });
  }
  const options: ShippingOption[] = rates.map((rate) => ({
    shipping_amount: rate.fixed_amount.amount,
    shipping_rate: rate.id,
  }));
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    adaptive_pricing: mode === 'payment' ? { enabled: params.adaptive_pricing?.enabled ?? false } : null,
    after_expiration: null,
    allow_promotion_codes: params.allow_promotion_codes ?? null,
    amount_subtotal: charges ? amount : null,
    amount_total: charges ? amount : null,
    automatic_tax: { enabled: false, liability: null, status: null },
    billing_address_collection: params.billing_address_collection ?? null,
    cancel_url: params.cancel_url ?? null,
    client_reference_id: params.client_reference_id ?? null,
    client_secret: embedded ? `${id}_secret_${randomToken(24)}` : null,
    consent: null,
    consent_collection: null,
    created: now,
    currency,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: params.customer ?? null,
    customer_creation:
      mode === 'payment' && !params.customer ? (params.customer_creation ?? 'if_required') : null,
    customer_details: null,
    customer_email: params.customer_email ?? null,
    discounts: [],
    expires_at: params.expires_at ?? now + MAX_EXPIRY_SECONDS,
    invoice: null,
    livemode: ctx.scope.livemode,
    locale: params.locale ?? null,
    metadata: applyMetadata({}, params.metadata),
    mode,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: mode === 'payment' ? 'if_required' : 'always',
    payment_method_options: {},
    // A subscription's invoices are charged to a saved card: the page offers cards only.
    payment_method_types: mode === 'subscription' ? types.filter((type) => type === 'card') : types,
    payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
    phone_number_collection: { enabled: params.phone_number_collection?.enabled ?? false },
    recovered_from: null,
    redirect_on_completion: embedded ? (params.redirect_on_completion ?? 'always') : undefined,
    return_url: params.return_url ?? null,
    setup_intent: null,
    shipping_address_collection: params.shipping_address_collection
      ? { allowed_countries: params.shipping_address_collection.allowed_countries }
      : null,
    shipping_cost: null,
    shipping_details: null,
    shipping_options: options,
    shipping_rate: null,
    status: 'open',
    submit_type: params.submit_type ?? null,
    subscription: null,
    success_url: params.success_url ?? null,
    tax_id_collection: { enabled: false },
    total_details: charges ? { amount_discount: 0, amount_shipping: 0, amount_tax: 0 } : null,
    ui_mode: embedded ? 'embedded' : 'hosted',
    url,
  } as CheckoutSession;
  if (!embedded) delete session.redirect_on_completion;
  const discount = await discountOnCreate(ctx, params, lines, currency);
  const { session: stored, lines: priced } = withTotals(session, lines, rates[0] ?? null, discount);
  const intentData: IntentData = {
    payment_intent_data: params.payment_intent_data ?? null,
    setup_intent_data: params.setup_intent_data ?? null,
  };
  await insertResource(ctx.db, 'checkout_sessions', ctx.scope, stored, {
    ...sessionColumns(stored, priced),
    intent_data: JSON.stringify(intentData),
  });
  return stored;
}
