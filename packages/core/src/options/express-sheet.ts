import { fail, ok, type Result } from '../result.js';
import { invalidType, isRecord, optionalBoolean, optionalEnum, optionalStringList } from './option-checks.js';
import { WALLET_VISIBILITY, type WalletVisibility } from './wallets.js';

/** The payment methods of the Express Checkout Element, in its default order. */
export const EXPRESS_PAYMENT_METHODS = [
  'applePay',
  'googlePay',
  'link',
  'paypal',
  'klarna',
  'amazonPay',
] as const;
export type ExpressPaymentMethod = (typeof EXPRESS_PAYMENT_METHODS)[number];

export interface ExpressLineItemOption {
  name: string;
  amount: number;
}

export interface ExpressShippingRateOption {
  id: string;
  displayName: string;
  amount: number;
  deliveryEstimate?: unknown;
}

/**
 * What the wallet sheet asks for and shows: the element's options, and what a `click` handler
 * may pass to `resolve()` (each overrides the element's for that sheet).
 */
export interface ExpressSheetOptions {
  emailRequired?: boolean;
  phoneNumberRequired?: boolean;
  shippingAddressRequired?: boolean;
  billingAddressRequired?: boolean;
  allowedShippingCountries?: string[];
  lineItems?: ExpressLineItemOption[];
  shippingRates?: ExpressShippingRateOption[];
  business?: { name: string };
}

const amountOk = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Checks the sheet options of `element` (the element's own, or a `click` resolve). */
export function validateExpressSheetOptions(
  element: string,
  value: Record<string, unknown>,
): Result<ExpressSheetOptions> {
  const out: ExpressSheetOptions = {};
  for (const key of [
    'emailRequired',
    'phoneNumberRequired',
    'shippingAddressRequired',
    'billingAddressRequired',
  ] as const) {
    const checked = optionalBoolean(element, key, value[key]);
    if (!checked.ok) return checked;
    if (checked.value !== undefined) out[key] = checked.value;
  }
  const countries = value.allowedShippingCountries;
  if (countries !== undefined) {
    if (!Array.isArray(countries) || !countries.every((c) => typeof c === 'string' && /^[A-Z]{2}$/.test(c)))
      return fail(
        invalidType(element, 'allowedShippingCountries', 'an array of two-letter country codes', countries),
      );
    out.allowedShippingCountries = countries;
  }
  const items = value.lineItems;
  if (items !== undefined) {
    if (
      !Array.isArray(items) ||
      !items.every((i) => isRecord(i) && typeof i.name === 'string' && amountOk(i.amount))
    )
      return fail(invalidType(element, 'lineItems', 'an array of { name, amount }', items));
    out.lineItems = items.map((i) => ({ name: i.name, amount: i.amount }));
  }
  const rates = value.shippingRates;
  if (rates !== undefined) {
    const valid =
      Array.isArray(rates) &&
      rates.every(
        (r) =>
          isRecord(r) && typeof r.id === 'string' && typeof r.displayName === 'string' && amountOk(r.amount),
      );
    if (!valid)
      return fail(invalidType(element, 'shippingRates', 'an array of { id, displayName, amount }', rates));
    out.shippingRates = rates.map((r) => ({
      id: r.id,
      displayName: r.displayName,
      amount: r.amount,
      ...(r.deliveryEstimate === undefined ? {} : { deliveryEstimate: r.deliveryEstimate }),
    }));
  }
  const business = value.business;
  if (business !== undefined) {
    if (!isRecord(business) || typeof business.name !== 'string')
      return fail(invalidType(element, 'business', 'an object with a name', business));
    out.business = { name: business.name };
  }
  return ok(out);
}

/** `paymentMethods`: per method, auto (when available), always (applePay and googlePay) or never. */
export function validateExpressPaymentMethods(
  element: string,
  value: unknown,
): Result<Partial<Record<ExpressPaymentMethod, WalletVisibility>>> {
  if (value === undefined) return ok({});
  if (!isRecord(value)) return fail(invalidType(element, 'paymentMethods', 'an object', value));
  const out: Partial<Record<ExpressPaymentMethod, WalletVisibility>> = {};
  for (const [method, setting] of Object.entries(value)) {
    if (!(EXPRESS_PAYMENT_METHODS as readonly string[]).includes(method))
      return fail(
        invalidType(
          element,
          `paymentMethods.${method}`,
          'a payment method of the Express Checkout Element',
          method,
        ),
      );
    // Only the card wallets can be forced to show where the browser offers no wallet.
    const list =
      method === 'applePay' || method === 'googlePay' ? WALLET_VISIBILITY : (['auto', 'never'] as const);
    const checked = optionalEnum(element, `paymentMethods.${method}`, list, setting);
    if (!checked.ok) return checked;
    if (checked.value) out[method as ExpressPaymentMethod] = checked.value;
  }
  return ok(out);
}

/** `paymentMethodOrder`: method names, the first shown first (unknown names are ignored, as Stripe.js does). */
export function validatePaymentMethodOrder(element: string, value: unknown): Result<string[]> {
  const order = optionalStringList(element, 'paymentMethodOrder', value);
  return order.ok ? ok(order.value ?? []) : order;
}
