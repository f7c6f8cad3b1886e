import { checkMethodAmount, methodDescriptor } from '@payframe/core';
import { formatAmount } from '../charges/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { METHOD_NAMES } from '../methods/index.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import type { PaymentIntent } from './payment-intent.js';

interface AddressLike {
  line1?: string | null;
  postal_code?: string | null;
  country?: string | null;
}

/** `$30,000.00`: an amount as Stripe's limit messages print it, thousands grouped. */
function printed(amount: number, currency: string): string {
  return formatAmount(amount, currency).replace(/\d+/, (digits) => digits.replace(/\B(?=(\d{3})+$)/g, ','));
}

/** An address complete enough to lend against: a street line, a postal code and a country. */
function missingAddressParts(address: AddressLike | null | undefined): string[] {
  return (['line1', 'postal_code', 'country'] as const).filter((part) => !address?.[part]);
}

/**
 * What a method's descriptor asks of a payment before it is attempted (buy now, pay later
 * methods): an amount within its bounds in the currency, the billing details it lends
 * against, and the order's shipping address. Refused with a Stripe-shaped error naming what
 * to change; nothing is written.
 * `source` is the parameter the payment method came from (`payment_method_data`, `payment_method`...).
 */
export function checkMethodRequirements(pi: PaymentIntent, pm: PaymentMethod, source: string): void {
  const descriptor = methodDescriptor(pm.type);
  if (!descriptor) return;
  const name = METHOD_NAMES[pm.type] ?? pm.type;
  const fit = checkMethodAmount(descriptor, pi.amount, pi.currency);
  if (!fit.ok) {
    const limit = `${printed(fit.limit, pi.currency)} ${pi.currency}`;
    throw fit.bound === 'min'
      ? invalidRequest(`Amount must be at least ${limit} to pay with ${name}.`, 'amount', 'amount_too_small')
      : invalidRequest(
          `Amount must be no more than ${limit} to pay with ${name}.`,
          'amount',
          'amount_too_large',
        );
  }
  const requires = descriptor.requires;
  if (!requires) return;
  const billing = (pm.billing_details ?? {}) as {
    name?: string | null;
    email?: string | null;
    address?: AddressLike | null;
  };
  const missing = requires.billing.filter((detail) => {
    if (detail === 'name' || detail === 'email') return !billing[detail];
    if (detail === 'country') return !billing.address?.country;
    return missingAddressParts(billing.address).length > 0;
  });
  if (missing.length > 0) {
    const first = missing[0] === 'name' || missing[0] === 'email' ? missing[0] : 'address';
    const param =
      source === 'payment_method_data' ? `payment_method_data[billing_details][${first}]` : source;
    throw invalidRequest(
      `${name} requires that you provide the following billing details: ${missing.join(', ')}. Pass them in the payment method's billing_details (an address needs line1, postal_code and country).`,
      param,
      'parameter_missing',
    );
  }
  const shipping = pi.shipping as { address?: AddressLike | null } | null;
  if (requires.shipping && missingAddressParts(shipping?.address).length > 0) {
    throw invalidRequest(
      `${name} requires the order's shipping address: set shipping on the PaymentIntent (or pass it when confirming) with a name and an address with line1, postal_code and country.`,
      'shipping',
      'parameter_missing',
    );
  }
}
