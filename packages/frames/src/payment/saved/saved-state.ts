import { MAX_SAVED_CARDS_DISTINCT_FINGERPRINTS as MAX_SAVED } from '@payframe/core/constants';
import type { SavedCustomer, SavedMethod } from '@payframe/js/protocol';

/** docs/elements.md#validation: the cvc_check values after which the CVC is asked again. */
const RECOLLECT_CHECKS = new Set(['fail', 'unavailable', 'unchecked', 'state_invalid']);

type Json = Record<string, any>;

/** A payment method object of the API as the list shows it. */
export function toSavedMethod(pm: Json): SavedMethod | null {
  if (pm?.type !== 'card' || typeof pm.id !== 'string' || !pm.card) return null;
  const card = pm.card;
  return {
    id: pm.id,
    type: 'card',
    brand: String(card.display_brand ?? card.brand ?? 'unknown'),
    last4: String(card.last4 ?? ''),
    expMonth: Number(card.exp_month),
    expYear: Number(card.exp_year),
    fingerprint: String(card.fingerprint ?? pm.id),
    cvcCheck: card.checks?.cvc_check ?? null,
    allowRedisplay: String(pm.allow_redisplay ?? 'unspecified'),
    postalCode: pm.billing_details?.address?.postal_code ?? null,
    country: pm.billing_details?.address?.country ?? card.country ?? null,
    billingDetails: pm.billing_details ?? {},
  };
}

/** One per fingerprint, the default first, at most the display limit (never above 3). */
export function shownMethods(
  methods: readonly SavedMethod[],
  defaultMethod: string | null,
  limit: number,
): SavedMethod[] {
  const ordered = [...methods].sort(
    (a, b) => Number(b.id === defaultMethod) - Number(a.id === defaultMethod),
  );
  const seen = new Set<string>();
  const shown: SavedMethod[] = [];
  for (const method of ordered) {
    if (seen.has(method.fingerprint)) continue;
    seen.add(method.fingerprint);
    shown.push(method);
  }
  return shown.slice(0, Math.min(limit, MAX_SAVED));
}

/** Only the value 'enabled' turns a feature on (auto, never and disabled count as off). */
const on = (value: unknown) => value === 'enabled';
/** Update and remove are allowed when enabled or unset. */
const onOrUnset = (value: unknown) => value === undefined || value === null || value === 'enabled';

/** The elements session's `customer` as the Payment Element uses it; null without one. */
export function savedCustomerFrom(body: Json | null | undefined, intent: Json | null): SavedCustomer | null {
  const customer = body?.customer;
  const session = customer?.customer_session;
  if (!customer || !session || typeof session.api_key !== 'string') return null;
  const element = session.components?.payment_element;
  const features: Json = element?.enabled ? (element.features ?? {}) : {};
  const methods = (Array.isArray(customer.payment_methods) ? customer.payment_methods : [])
    .map(toSavedMethod)
    .filter((m: SavedMethod | null): m is SavedMethod => m !== null);
  const usage = features.payment_method_save_usage;
  return {
    id: String(session.customer),
    apiKey: session.api_key,
    methods,
    defaultMethod: customer.default_payment_method ?? null,
    save: element?.enabled === true && on(features.payment_method_save),
    saveUsage: usage === 'on_session' || usage === 'off_session' ? usage : null,
    remove: element?.enabled === true && onOrUnset(features.payment_method_remove),
    update: element?.enabled === true && onOrUnset(features.payment_method_update),
    setAsDefault: element?.enabled === true && on(features.payment_method_set_as_default),
    limit: Number(features.payment_method_redisplay_limit ?? MAX_SAVED),
    filters: Array.isArray(features.payment_method_allow_redisplay_filters)
      ? features.payment_method_allow_redisplay_filters
      : ['always'],
    intentSavesAlready: Boolean(intent?.setup_future_usage),
  };
}

/** docs/elements.md#validation: a saved card asks for its CVC again after a failed or missing check. */
export function needsCvc(method: SavedMethod, requested = false): boolean {
  return requested || (method.cvcCheck !== null && RECOLLECT_CHECKS.has(method.cvcCheck.toLowerCase()));
}

/** The save box shows for a new card in payment mode, when the session allows saving (docs/elements.md#validation). */
export function canOfferSave(
  customer: SavedCustomer | undefined,
  mode: string,
  type: string | null,
): boolean {
  return customer?.save === true && mode === 'payment' && type === 'card' && !customer.intentSavesAlready;
}

/** A new expiry for a saved card must be valid (not past, month 1-12). */
export function validExpiry(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) >= current && year < now.getFullYear() + 50;
}

/**
 * "Set as default" is offered when the session enables it, for a method the customer may see:
 * its allow_redisplay among the session's filters (the server refuses any other).
 */
export function canBeDefault(customer: SavedCustomer, method: SavedMethod): boolean {
  return customer.setAsDefault && customer.filters.includes(method.allowRedisplay);
}
