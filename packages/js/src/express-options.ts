import { validateExpressCheckoutOptions } from '@payframe/core/express';
import { IntegrationError } from './integration-error.js';

/**
 * The Express Checkout Element's options, checked when the merchant creates or updates it, as
 * Stripe.js does: a mistake throws an IntegrationError at once instead of a loaderror later.
 */
export function checkExpressCheckoutOptions(options: Record<string, unknown>): void {
  const checked = validateExpressCheckoutOptions(options);
  if (!checked.ok) throw IntegrationError.from(checked.error);
}
