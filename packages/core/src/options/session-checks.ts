import { isBelowMinimumChargeAmount, minimumChargeAmount } from '../constants/currency-minimums.js';
import { integrationError, optionError } from '../errors/integration-error.js';
import { fail, ok, type PayframeError, type Result } from '../result.js';

/** A usable payment method type must remain, else the session cannot be shown (docs/elements.md#validation). */
export function checkUsablePaymentMethodTypes(
  types: readonly string[],
  currency: string,
): Result<readonly string[]> {
  if (types.length === 0) {
    return fail({
      ...integrationError('no_usable_payment_method_types', { currency }),
      type: 'invalid_request_error',
    });
  }
  return ok(types);
}

export interface AmountCheck {
  belowMinimum: boolean;
  /** Below the minimum and not in payment or subscription mode, where it is only reported. */
  blocking: boolean;
  error?: PayframeError;
}

/** The amount against its currency's minimum; non-blocking for payment and subscription modes. */
export function checkAmountMinimum(amount: number, currency: string, mode: string): AmountCheck {
  if (!isBelowMinimumChargeAmount(amount, currency)) return { belowMinimum: false, blocking: false };
  const error = integrationError(
    'amount_below_minimum',
    { amount, currency: currency.toLowerCase(), minimum: minimumChargeAmount(currency) ?? 0 },
    'amount',
  );
  return { belowMinimum: true, blocking: mode !== 'payment' && mode !== 'subscription', error };
}

/** Link used without card is refused unless the link-only setting is on. */
export function checkLinkWithCard(
  paymentMethodTypes: readonly string[],
  linkOnlyEnabled = false,
): Result<true> {
  if (paymentMethodTypes.includes('link') && !paymentMethodTypes.includes('card') && !linkOnlyEnabled) {
    return fail(optionError('link_requires_card', {}, 'payment_method_types'));
  }
  return ok(true);
}

/** Link alone needs at least one funding source. */
export function checkLinkFundingSources(
  paymentMethodTypes: readonly string[],
  fundingSources: readonly string[],
): Result<true> {
  const linkOnly = paymentMethodTypes.length > 0 && paymentMethodTypes.every((type) => type === 'link');
  if (linkOnly && fundingSources.length === 0) return fail(integrationError('no_link_funding_sources'));
  return ok(true);
}

/** Bank verification_method 'microdeposits' is refused in any payment_method_options entry. */
export function checkVerificationMethods(
  paymentMethodOptions: Readonly<Record<string, unknown>> = {},
): Result<true> {
  for (const [type, options] of Object.entries(paymentMethodOptions)) {
    if (typeof options === 'object' && options !== null && 'verification_method' in options) {
      if ((options as { verification_method?: unknown }).verification_method === 'microdeposits') {
        return fail(
          optionError(
            'microdeposits_unsupported',
            { paymentMethodType: type },
            `payment_method_options[${type}][verification_method]`,
          ),
        );
      }
    }
  }
  return ok(true);
}
