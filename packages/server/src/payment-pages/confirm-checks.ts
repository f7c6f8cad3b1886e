import type { CheckoutSession } from '../checkout/index.js';
import { invalidRequest, missingParam } from '../kernel/errors.js';
import type { TaxRegion } from '../tax-rates/index.js';
import type { ConfirmPageParams } from './confirm-params.js';

/** What the shopper gave, checked against what the session collects. */
export function checkCollected(
  session: CheckoutSession,
  params: ConfirmPageParams,
  email: string | null,
): void {
  if (!email && !session.customer) throw missingParam('email');
  const allowed = session.shipping_address_collection?.allowed_countries;
  if (allowed) {
    if (!params.shipping) throw missingParam('shipping');
    const country = params.shipping.address.country;
    if (!country || !allowed.includes(country))
      throw invalidRequest(
        `This Checkout Session does not ship to ${country || 'this country'}.`,
        'shipping[address][country]',
      );
  }
  if ((session.phone_number_collection as { enabled?: boolean } | null)?.enabled && !params.phone)
    throw missingParam('phone');
}

/** The total the shopper saw must be the one charged. */
export function checkExpected(session: CheckoutSession, params: ConfirmPageParams, keep: boolean): void {
  if (
    params.expected_amount !== undefined &&
    session.amount_total !== null &&
    params.expected_amount !== session.amount_total
  ) {
    const error = invalidRequest(
      'The total of this Checkout Session has changed. Review the order and pay again.',
      'expected_amount',
      'checkout_amount_mismatch',
    );
    throw keep ? error.committed() : error;
  }
  const paying = session.presentment_details?.presentment_currency ?? session.currency;
  if (params.expected_currency !== undefined && paying !== null && params.expected_currency !== paying)
    throw invalidRequest(
      'The currency of this Checkout Session has changed. Review the order and pay again.',
      'expected_currency',
      'checkout_amount_mismatch',
    );
}

/**
 * Where the shopper is for the lines' dynamic tax rates: the shipping address when the session
 * collects one, else the payment method's billing address, else what the page last said.
 */
export function taxRegionOf(
  params: ConfirmPageParams,
  billing: Record<string, unknown> | null | undefined,
  saved: TaxRegion | null,
): TaxRegion | null {
  const address = (params.shipping?.address ?? billing ?? null) as {
    country?: string | null;
    state?: string | null;
  } | null;
  if (!address?.country) return saved;
  return {
    country: address.country.toUpperCase(),
    state: address.state ? address.state.toUpperCase() : null,
  };
}
