import { checkAmountMinimum, checkLinkWithCard, checkUsablePaymentMethodTypes } from '@payframe/core';
import { invalidRequest } from '../kernel/errors.js';
import { acceptsCurrency, fitsIntentAmount, methodType } from '../payment-intents/method-types.js';
import type { IntentSource } from './intent-source.js';
import { hasMethodSpec } from './method-specs.js';

export interface OfferedTypes {
  /** The types the element shows, in the merchant's order. */
  offered: string[];
  /** Types the merchant named that this server does not support. */
  unactivated: string[];
}

/**
 * The session checks of docs/elements.md#validation: link needs card beside it; at least one usable type
 * must remain for the currency (and the amount, for methods with bounds); a payment below the currency minimum is refused where it blocks
 * (setup with an amount), and only reported in payment and subscription modes, where the
 * merchant may still change the amount before confirming.
 */
export function offeredTypes(source: IntentSource): OfferedTypes {
  const linked = checkLinkWithCard(source.paymentMethodTypes);
  if (!linked.ok) throw invalidRequest(linked.error.message, 'payment_method_types');
  // Link pays with a card saved in Link: offered beside card (its wallet button and sign-in),
  // though it has no form of its own.
  const supported = (type: string) =>
    (methodType(type) !== undefined && hasMethodSpec(type)) ||
    (type === 'link' && source.paymentMethodTypes.includes('card'));
  const { amount, currency } = source;
  // A method with amount bounds (buy now, pay later) is not shown for a payment outside them.
  const offered = source.paymentMethodTypes.filter(
    (type) =>
      supported(type) &&
      (currency === null || type === 'link' || acceptsCurrency(type, currency)) &&
      (amount === null || currency === null || fitsIntentAmount(type, amount, currency)),
  );
  const unactivated = source.paymentMethodTypes.filter((type) => !supported(type) && type !== 'link');
  const usable = checkUsablePaymentMethodTypes(offered, source.currency ?? 'usd');
  if (!usable.ok) throw invalidRequest(usable.error.message, 'payment_method_types');
  if (source.amount !== null && source.currency !== null) {
    const amount = checkAmountMinimum(source.amount, source.currency, source.mode);
    if (amount.blocking && amount.error)
      throw invalidRequest(amount.error.message, 'deferred_intent[amount]');
  }
  return { offered, unactivated };
}
