import { isChargeableAmount } from '@payframe/core/currencies';
import { formatAmount, MAXIMUM_AMOUNT, minimumAmount } from '../charges/index.js';
import { invalidRequest } from '../kernel/errors.js';

/** Stripe's bounds on a payment's amount, with its messages. */
export function checkAmount(amount: number, currency: string, param = 'amount'): void {
  const minimum = minimumAmount(currency);
  if (amount < minimum) {
    throw invalidRequest(
      `Amount must be at least ${formatAmount(minimum, currency)} ${currency}`,
      param,
      'amount_too_small',
    );
  }
  if (!isChargeableAmount(amount, currency)) {
    // Card networks settle three-decimal currencies to the hundredth.
    throw invalidRequest(
      `Amounts in ${currency} must be a multiple of 10: a three-decimal currency is charged to the hundredth.`,
      param,
      'invalid_charge_amount',
    );
  }
  if (amount > MAXIMUM_AMOUNT) {
    throw invalidRequest(
      `Amount must be no more than ${formatAmount(MAXIMUM_AMOUNT, currency)} ${currency}`,
      param,
      'amount_too_large',
    );
  }
}
