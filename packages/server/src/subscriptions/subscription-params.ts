import { discountsParam } from '../invoices/index.js';
import { p, type z } from '../kernel/params.js';

const itemParams = p.object({
  id: p.string().optional(),
  price: p.string().optional(),
  quantity: p.integer.optional(),
  deleted: p.boolean.optional(),
  metadata: p.metadata.optional(),
  tax_rates: p.clearable(p.array(p.string())).optional(),
});

const paymentSettings = p.object({
  payment_method_types: p.clearable(p.array(p.string())).optional(),
  save_default_payment_method: p.oneOf(['off', 'on_subscription']).optional(),
});

const trialSettings = p.object({
  end_behavior: p.object({ missing_payment_method: p.oneOf(['cancel', 'create_invoice', 'pause']) }),
});

const prorationBehavior = p.oneOf(['create_prorations', 'none', 'always_invoice']);

export const createSubscriptionParams = p.object({
  customer: p.string(),
  items: p.array(itemParams),
  cancel_at_period_end: p.boolean.optional(),
  collection_method: p.oneOf(['charge_automatically', 'send_invoice']).optional(),
  days_until_due: p.integer.optional(),
  default_payment_method: p.string().optional(),
  default_tax_rates: p.clearable(p.array(p.string())).optional(),
  description: p.string(500).optional(),
  discounts: discountsParam.optional(),
  metadata: p.metadata.optional(),
  off_session: p.boolean.optional(),
  payment_behavior: p
    .oneOf(['allow_incomplete', 'default_incomplete', 'error_if_incomplete', 'pending_if_incomplete'])
    .optional(),
  payment_settings: paymentSettings.optional(),
  proration_behavior: prorationBehavior.optional(),
  trial_end: p.string().optional(),
  trial_from_plan: p.boolean.optional(),
  trial_period_days: p.integer.optional(),
  trial_settings: trialSettings.optional(),
});

export const updateSubscriptionParams = p.object({
  items: p.array(itemParams).optional(),
  cancel_at_period_end: p.boolean.optional(),
  collection_method: p.oneOf(['charge_automatically', 'send_invoice']).optional(),
  days_until_due: p.integer.optional(),
  default_payment_method: p.clearable(p.string()).optional(),
  default_tax_rates: p.clearable(p.array(p.string())).optional(),
  description: p.clearable(p.string(500)).optional(),
  metadata: p.metadata.optional(),
  off_session: p.boolean.optional(),
  payment_behavior: p
    .oneOf(['allow_incomplete', 'default_incomplete', 'error_if_incomplete', 'pending_if_incomplete'])
    .optional(),
  payment_settings: paymentSettings.optional(),
  proration_behavior: prorationBehavior.optional(),
  proration_date: p.integer.optional(),
  trial_end: p.string().optional(),
});

export const cancelSubscriptionParams = p.object({
  invoice_now: p.boolean.optional(),
  prorate: p.boolean.optional(),
  cancellation_details: p
    .object({ comment: p.clearable(p.string(5000)).optional(), feedback: p.clearable(p.string()).optional() })
    .optional(),
});

export const resumeSubscriptionParams = p.object({
  billing_cycle_anchor: p.oneOf(['now', 'unchanged']).optional(),
  proration_behavior: prorationBehavior.optional(),
});

export const listSubscriptionsParams = p.object({
  ...p.listShape,
  customer: p.string().optional(),
  price: p.string().optional(),
  status: p
    .oneOf([
      'all',
      'ended',
      'incomplete',
      'incomplete_expired',
      'trialing',
      'active',
      'past_due',
      'canceled',
      'unpaid',
      'paused',
    ])
    .optional(),
  collection_method: p.oneOf(['charge_automatically', 'send_invoice']).optional(),
  test_clock: p.string().optional(),
});

const previewItems = p.array(itemParams);

/** `POST /v1/invoices/create_preview`: the next invoice of a subscription, or of a change to it. */
export const createPreviewParams = p.object({
  customer: p.string().optional(),
  subscription: p.string().optional(),
  subscription_details: p
    .object({
      items: previewItems.optional(),
      proration_behavior: prorationBehavior.optional(),
      proration_date: p.integer.optional(),
      cancel_at_period_end: p.boolean.optional(),
      trial_end: p.string().optional(),
    })
    .optional(),
});

/** `GET /v1/invoices/upcoming`, as older API versions ask for the same preview. */
export const upcomingParams = p.object({
  customer: p.string().optional(),
  subscription: p.string().optional(),
  subscription_items: previewItems.optional(),
  subscription_proration_behavior: prorationBehavior.optional(),
  subscription_proration_date: p.integer.optional(),
  subscription_cancel_at_period_end: p.boolean.optional(),
  expand: p.expand.optional(),
});

export type ItemParams = z.output<typeof itemParams>;
export type CreateSubscriptionParams = z.output<typeof createSubscriptionParams>;
export type UpdateSubscriptionParams = z.output<typeof updateSubscriptionParams>;
export type ProrationBehavior = z.output<typeof prorationBehavior>;
