import { integrationError } from '../errors/integration-error.js';
import { fail, ok, type Result } from '../result.js';

/** The fields a hosted checkout page update may carry, exactly one at a time (docs/elements.md#validation and docs/confirmation.md#validation). */
export const PAYMENT_PAGE_UPDATE_FIELDS = [
  'promotion_code',
  'tax_region',
  'updated_currency',
  'updated_line_item_quantity',
  'shipping_rate',
] as const;

export type PaymentPageUpdateField = (typeof PAYMENT_PAGE_UPDATE_FIELDS)[number];

/** Checks a payment_pages/{id}/update body: exactly one of the five fields; answers which. */
export function validatePaymentPageUpdate(
  params: Readonly<Record<string, unknown>>,
): Result<PaymentPageUpdateField> {
  const given = PAYMENT_PAGE_UPDATE_FIELDS.filter(
    (field) => params[field] !== undefined && params[field] !== null,
  );
  const [only] = given;
  if (given.length !== 1 || only === undefined) {
    return fail(
      integrationError('payment_page_update_exactly_one', {
        given: given.length === 0 ? 'none' : given.join(', '),
      }),
    );
  }
  return ok(only);
}
