import { SUPPORTED_LOCALES } from '@payframe/core';
import { invalidRequest, missingParam } from '../kernel/errors.js';
import type { CreateSessionParams } from './session-params.js';

/** A session may expire between half an hour and a day after it is created. */
export const MIN_EXPIRY_SECONDS = 30 * 60;
export const MAX_EXPIRY_SECONDS = 24 * 60 * 60;
export const MAX_SHIPPING_OPTIONS = 5;

/** The elements' locales that Stripe's Checkout does not take: right-to-left ones and some English variants. */
const NOT_IN_CHECKOUT = new Set(['ar', 'he', 'en-AU', 'en-CA', 'en-IE', 'en-IN', 'en-NZ', 'en-SG']);

/** The locales a session's `locale` takes, as Stripe lists them: core's, less those, and `auto`. */
export const CHECKOUT_LOCALES: readonly string[] = [
  'auto',
  ...SUPPORTED_LOCALES.filter((locale) => !NOT_IN_CHECKOUT.has(locale)),
];

function checkUrl(value: string, param: string): void {
  let url: URL | undefined;
  try {
    // The template is not a valid URL character sequence until it is filled in.
    url = new URL(value.replaceAll('{CHECKOUT_SESSION_ID}', 'id'));
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw invalidRequest('Not a valid URL', param, 'url_invalid');
}

const only = (field: string, mode: string) =>
  invalidRequest(`You can only pass \`${field}\` in \`${mode}\` mode.`, field);

/**
 * What a create request may not combine, checked before anything is written: the features
 * this server does not have (automatic tax, discounts on subscriptions) are refused by name.
 */
export function checkSessionParams(
  params: CreateSessionParams,
  now: number,
): 'payment' | 'setup' | 'subscription' {
  const mode = params.mode;
  if (mode === undefined) throw missingParam('mode');
  if (mode === 'subscription') {
    if (!params.line_items || params.line_items.length === 0)
      throw invalidRequest(
        '`line_items` is required in `subscription` mode.',
        'line_items',
        'parameter_missing',
      );
    for (const field of ['shipping_options', 'customer_creation'] as const)
      if (params[field] !== undefined)
        throw invalidRequest(`\`${field}\` is not available in \`subscription\` mode on this server.`, field);
  }
  if (params.automatic_tax?.enabled)
    throw invalidRequest(
      'Automatic tax is not available on this server. Leave `automatic_tax[enabled]` false.',
      'automatic_tax[enabled]',
    );
  if (params.adaptive_pricing?.enabled && mode !== 'payment')
    throw only('adaptive_pricing[enabled]', 'payment');
  const embedded = params.ui_mode === 'embedded';
  if (embedded) {
    if (params.success_url !== undefined)
      throw invalidRequest(
        '`success_url` is not allowed when `ui_mode` is `embedded`. Use `return_url`.',
        'success_url',
      );
    if (params.cancel_url !== undefined)
      throw invalidRequest('`cancel_url` is not allowed when `ui_mode` is `embedded`.', 'cancel_url');
    if (params.return_url === undefined && params.redirect_on_completion !== 'never')
      throw missingParam('return_url');
  } else {
    if (params.return_url !== undefined)
      throw invalidRequest('`return_url` can only be used when `ui_mode` is `embedded`.', 'return_url');
    if (params.redirect_on_completion !== undefined)
      throw invalidRequest(
        '`redirect_on_completion` can only be used when `ui_mode` is `embedded`.',
        'redirect_on_completion',
      );
    if (params.success_url === undefined) throw missingParam('success_url');
  }
  for (const field of ['success_url', 'cancel_url', 'return_url'] as const) {
    const value = params[field];
    if (value !== undefined) checkUrl(value, field);
  }
  if (mode === 'payment' && (!params.line_items || params.line_items.length === 0))
    throw invalidRequest('`line_items` is required in `payment` mode.', 'line_items', 'parameter_missing');
  if (mode === 'setup') {
    if (params.line_items?.length) throw only('line_items', 'payment');
    for (const field of [
      'payment_intent_data',
      'shipping_options',
      'customer_creation',
      'shipping_address_collection',
      'discounts',
      'allow_promotion_codes',
    ] as const)
      if (params[field] !== undefined) throw only(field, 'payment');
  }
  if (mode === 'payment' && params.setup_intent_data !== undefined) throw only('setup_intent_data', 'setup');
  if (params.customer !== undefined && params.customer_email !== undefined)
    throw invalidRequest(
      'You may only specify one of these parameters: customer, customer_email.',
      'customer_email',
    );
  if (params.customer !== undefined && params.customer_creation !== undefined)
    throw invalidRequest(
      'You may only specify one of these parameters: customer, customer_creation.',
      'customer_creation',
    );
  if (params.expires_at !== undefined) {
    const ahead = params.expires_at - now;
    if (ahead < MIN_EXPIRY_SECONDS || ahead > MAX_EXPIRY_SECONDS)
      throw invalidRequest(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from the Checkout Session creation.',
        'expires_at',
      );
  }
  if (params.locale !== undefined && !CHECKOUT_LOCALES.includes(params.locale))
    throw invalidRequest(`Invalid locale: must be one of ${CHECKOUT_LOCALES.join(', ')}`, 'locale');
  if ((params.shipping_options?.length ?? 0) > MAX_SHIPPING_OPTIONS)
    throw invalidRequest(
      `You may only specify up to ${MAX_SHIPPING_OPTIONS} shipping options.`,
      'shipping_options',
    );
  for (const country of params.shipping_address_collection?.allowed_countries ?? [])
    if (!/^[A-Z]{2}$/.test(country))
      throw invalidRequest(`Invalid country: ${country}`, 'shipping_address_collection[allowed_countries]');
  return mode;
}
