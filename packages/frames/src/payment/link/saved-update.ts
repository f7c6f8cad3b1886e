import { formatExpiry, validateExpiry, validatePostalCode } from '@payframe/core/form';
import type { LinkAction, LinkPaymentDetails } from '@payframe/js/protocol';
import { isCardUpdateNeeded, type SavedCardFields } from '../../link/machines/index.js';
import type { FieldError } from '../../methods/types.js';

/** The update-saved view's form: a saved card's expiry and billing country and postal code. */
export interface UpdateValues {
  expiry: string;
  country: string;
  postalCode: string;
}

export type UpdateErrors = Partial<Record<keyof UpdateValues, FieldError>>;
type Update = Extract<LinkAction, { action: 'updatePaymentDetails' }>['update'];

export function updateValuesOf(detail: LinkPaymentDetails): UpdateValues {
  const card = detail.card;
  return {
    expiry: card ? formatExpiry({ month: card.expMonth, year: card.expYear }) : '',
    country: detail.billingAddress?.country_code ?? 'US',
    postalCode: detail.billingAddress?.postal_code ?? '',
  };
}

/** Expiry (incomplete, past, invalid) and the postal code by the country's rules. */
export function updateErrors(values: UpdateValues, now: Date): UpdateErrors {
  const errors: UpdateErrors = {};
  const expiry = validateExpiry(values.expiry, now);
  if (!expiry.ok) errors.expiry = { code: expiry.error.code ?? '', message: expiry.error.message };
  const postal = validatePostalCode(values.country, values.postalCode);
  if (!postal.ok) errors.postalCode = { code: postal.error.code ?? '', message: postal.error.message };
  return errors;
}

function fieldsOf(
  detail: LinkPaymentDetails,
  address: Record<string, string | null> | null,
): SavedCardFields {
  return {
    exp_month: detail.card?.expMonth ?? 0,
    exp_year: detail.card?.expYear ?? 0,
    brand: detail.card?.preferredNetwork ?? null,
    billing_address: address,
    nickname: detail.nickname,
  };
}

/**
 * The update to send, or null when nothing changed (docs/link.md#states, "Saved card update": the
 * update is skipped) or the values are not valid.
 */
export function updateOf(detail: LinkPaymentDetails, values: UpdateValues, now: Date): Update | null {
  if (Object.keys(updateErrors(values, now)).length > 0) return null;
  const expiry = validateExpiry(values.expiry, now);
  if (!expiry.ok) return null;
  const billingAddress = {
    ...(detail.billingAddress ?? {}),
    country_code: values.country,
    postal_code: values.postalCode.trim(),
  };
  const before = fieldsOf(detail, detail.billingAddress);
  const after = {
    ...fieldsOf(detail, billingAddress),
    exp_month: expiry.value.month,
    exp_year: expiry.value.year,
  };
  if (!isCardUpdateNeeded(before, after)) return null;
  return { expMonth: expiry.value.month, expYear: expiry.value.year, billingAddress };
}
