import {
  type CheckoutSession,
  currentDiscount,
  getSession,
  getShippingRate,
  hasDynamicTax,
  type IntentData,
  representSession,
  saveSession,
  saveSessionAndData,
  sessionIntentData,
  sessionLines,
  withTotals,
} from '../checkout/index.js';
import { newCustomer } from '../customers/index.js';
import { invalidRequest, missingParam } from '../kernel/errors.js';
import { parseParams } from '../kernel/params.js';
import {
  attemptError,
  type ConfirmInput,
  cancelPaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  createPaymentIntentParams,
  getPaymentIntent,
  type PaymentIntent,
  publishableView,
} from '../payment-intents/index.js';
import type { CallerContext } from '../routing/caller.js';
import type { RequestContext } from '../routing/route.js';
import {
  confirmSetupIntent,
  createSetupIntent,
  createSetupIntentParams,
  publishableSetupView,
  type SetupConfirmInput,
} from '../setup-intents/index.js';
import { findResource, insertResource } from '../store/index.js';
import type { StripeObject } from '../store/types.js';
import type { TaxRegion } from '../tax-rates/index.js';
import { checkCollected, checkExpected, taxRegionOf } from './confirm-checks.js';
import type { ConfirmPageParams } from './confirm-params.js';
import { requireOpen } from './session-state.js';
import { subscriptionIntent } from './subscribe.js';

const UNFINISHED = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** Methods whose payment needs the shopper's mandate, which paying on the page gives. */
const MANDATE_TYPES = new Set(['sepa_debit', 'au_becs_debit', 'bacs_debit', 'acss_debit', 'us_bank_account']);

/** The customer the intent is for: the session's, or one created for the shopper when the session asks. */
async function customerFor(
  ctx: CallerContext,
  session: CheckoutSession,
  data: IntentData,
  details: { email: string | null; name: string | null; phone: string | null },
): Promise<string | null> {
  if (session.customer) return session.customer;
  const wanted =
    session.customer_creation === 'always' ||
    session.mode === 'setup' ||
    session.mode === 'subscription' ||
    Boolean(data.payment_intent_data?.setup_future_usage);
  if (!wanted) return null;
  const customer = newCustomer(
    {
      ...(details.email ? { email: details.email } : {}),
      ...(details.name ? { name: details.name } : {}),
      ...(details.phone ? { phone: details.phone } : {}),
    },
    ctx.scope.livemode,
  );
  await insertResource(ctx.db, 'customers', ctx.scope, customer, { email: customer.email });
  await ctx.emit('customer.created', customer);
  return customer.id;
}

function paymentParams(
  session: CheckoutSession,
  data: IntentData,
  params: ConfirmPageParams,
  customer: string | null,
  email: string | null,
) {
  const own = data.payment_intent_data ?? {};
  const presented = session.presentment_details;
  return parseParams(createPaymentIntentParams, {
    amount: session.amount_total,
    currency: session.currency,
    // The shopper pays in their currency at the session's locked quote; the merchant settles in theirs.
    ...(presented && data.presentment
      ? {
          fx_quote: data.presentment.fx_quote,
          presentment_details: { presentment_currency: presented.presentment_currency },
        }
      : {}),
    payment_method_types: session.payment_method_types,
    ...(customer ? { customer } : {}),
    ...(email ? { receipt_email: own.receipt_email ?? email } : {}),
    ...(params.shipping ? { shipping: params.shipping } : {}),
    ...(own.metadata ? { metadata: own.metadata } : {}),
    ...(own.description ? { description: own.description } : {}),
    ...(own.capture_method ? { capture_method: own.capture_method } : {}),
    ...(own.setup_future_usage ? { setup_future_usage: own.setup_future_usage } : {}),
    ...(own.statement_descriptor ? { statement_descriptor: own.statement_descriptor } : {}),
    ...(own.statement_descriptor_suffix
      ? { statement_descriptor_suffix: own.statement_descriptor_suffix }
      : {}),
  });
}

/**
 * The shopper pays: the session's intent is created (or the earlier declined one reused) for
 * the merchant, confirmed with the page's payment method, and the session completes as the
 * intent succeeds (now, after 3-D Secure, or when an async payment settles). A decline
 * answers its error with the intent; the shopper may try again.
 */
export async function confirmPage(
  requestCtx: RequestContext<unknown>,
  id: string,
  params: ConfirmPageParams,
): Promise<{ intent: StripeObject; session: CheckoutSession }> {
  // The session was made with the secret key: its intent is the merchant's, made on its behalf.
  const ctx: CallerContext = {
    ...requestCtx,
    auth: { ...requestCtx.auth, kind: 'secret', hostedPage: true },
  };
  // The shopper accepts a debit mandate by paying on the page, from this browser.
  const online = { ip_address: requestCtx.ip ?? '0.0.0.0', user_agent: requestCtx.userAgent ?? 'unknown' };
  let session = await getSession(ctx, id, { forUpdate: true });
  await requireOpen(ctx, session);
  const email = session.customer_email ?? params.email ?? null;
  checkCollected(session, params, email);
  let data = await sessionIntentData(ctx, id);
  const pm = await findResource(ctx.db, 'payment_methods', ctx.scope, params.payment_method);
  const billing = (pm?.billing_details ?? {}) as {
    name?: string | null;
    address?: Record<string, unknown> | null;
  };
  const name = params.name ?? billing.name ?? params.shipping?.name ?? null;
  // The discount must still hold now the shopper is known (a first purchase, a code used up
  // meanwhile); if not, the shopper sees why and removes it. A shopper known only by e-mail
  // (no customer named by the merchant) is checked by it.
  const lines = await sessionLines(ctx, id);
  const discount = await currentDiscount(
    ctx,
    session,
    lines,
    session.customer,
    session.customer ? null : email,
  );
  // The taxes follow the address the shopper pays with. When that changes the total they saw,
  // the new total is kept (the page reloads it) and nothing is charged.
  let changed = false;
  if (session.mode !== 'setup' && hasDynamicTax(lines)) {
    const region = taxRegionOf(params, billing.address, data.tax_region ?? null);
    const rate = session.shipping_rate ? await getShippingRate(ctx, session.shipping_rate) : null;
    const priced = withTotals(session, lines, rate, discount, region);
    changed = priced.session.amount_total !== session.amount_total;
    // A session shown in the shopper's currency follows its new total at the same quote.
    const presented = await representSession(ctx, {
      session: priced.session,
      data: { ...data, tax_region: region },
    });
    session = presented.session;
    data = presented.data;
    await saveSessionAndData(ctx, session, data, priced.lines);
  }
  checkExpected(session, params, changed);
  const customer = await customerFor(ctx, session, data, { email, name, phone: params.phone ?? null });
  session = {
    ...session,
    customer,
    customer_details: {
      address: billing.address ?? null,
      email,
      name,
      phone: params.phone ?? null,
      tax_exempt: 'none',
      tax_ids: [],
    },
    shipping_details: params.shipping
      ? {
          name: params.shipping.name,
          address: {
            city: null,
            country: null,
            line1: null,
            line2: null,
            postal_code: null,
            state: null,
            ...params.shipping.address,
          },
        }
      : null,
  };
  const returnUrl = `${ctx.app.config.publicUrl}/c/pay/${session.id}`;
  // A card's 3-D Secure runs in the script's modal when the page asks (use_stripe_sdk): its
  // challenge then must not leave for a return_url. Other methods come back to the page.
  const returnTo = params.use_stripe_sdk && pm?.type === 'card' ? {} : { return_url: returnUrl };
  if (session.mode === 'setup') {
    const own = data.setup_intent_data ?? {};
    const created = await createSetupIntent(
      ctx,
      parseParams(createSetupIntentParams, {
        payment_method_types: session.payment_method_types,
        ...(customer ? { customer } : {}),
        ...(own.metadata ? { metadata: own.metadata } : {}),
        ...(own.description ? { description: own.description } : {}),
        usage: 'off_session',
      }),
    );
    // The session names its intent before the confirmation, which completes it.
    await saveSession(ctx, { ...session, setup_intent: created.intent.id });
    const result = await confirmSetupIntent(ctx, created.intent, {
      payment_method: params.payment_method,
      ...returnTo,
      ...(params.use_stripe_sdk ? { use_stripe_sdk: true } : {}),
      ...(MANDATE_TYPES.has(String(pm?.type))
        ? { mandate_data: { customer_acceptance: { type: 'online', online } } }
        : {}),
    } as SetupConfirmInput);
    const view = publishableSetupView(result.intent);
    if (result.error) throw attemptError('setup_intent', result.error, view);
    return { intent: view, session: await getSession(ctx, id) };
  }
  let pi: PaymentIntent | undefined;
  if (session.mode === 'subscription') {
    // Always a customer here: the subscription's (see customerFor).
    ({ session, intent: pi } = await subscriptionIntent(ctx, session, customer!, data.tax_region ?? null));
  } else if (session.payment_intent) {
    const earlier = await getPaymentIntent(ctx, session.payment_intent, { forUpdate: true });
    // A declined attempt for the same amount, in the same currency, is tried again with the new method.
    const samePresentment =
      earlier.presentment_details?.presentment_amount === session.presentment_details?.presentment_amount &&
      earlier.presentment_details?.presentment_currency === session.presentment_details?.presentment_currency;
    if (
      earlier.status === 'requires_payment_method' &&
      earlier.amount === session.amount_total &&
      samePresentment
    )
      pi = earlier;
    // Any other unfinished attempt (an abandoned 3-D Secure, an older amount) is canceled:
    // the session follows one intent, and no stale one may still be paid.
    else if (UNFINISHED.has(earlier.status)) await cancelPaymentIntent(ctx, earlier.id, 'abandoned');
  }
  if (!pi) {
    const created = await createPaymentIntent(ctx, paymentParams(session, data, params, customer, email));
    pi = created.intent;
  }
  await saveSession(ctx, { ...session, payment_intent: pi.id });
  const result = await confirmPaymentIntent(ctx, pi, {
    payment_method: params.payment_method,
    ...returnTo,
    ...(params.use_stripe_sdk ? { use_stripe_sdk: true } : {}),
    ...(MANDATE_TYPES.has(String(pm?.type))
      ? { mandate_data: { customer_acceptance: { type: 'online', online } } }
      : {}),
  } as ConfirmInput);
  const view = publishableView(result.intent);
  if (result.error) throw attemptError('payment_intent', result.error, view);
  return { intent: view, session: await getSession(ctx, id) };
}
