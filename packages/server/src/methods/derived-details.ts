import { findBank, type MethodDescriptor } from '@payframe/core';
import { typeFields } from './type-fields.js';

/**
 * `payment_method.<type>` of a descriptor method, from its fields and the validated data: a
 * selector gives its value (null when left empty) and the bank's BIC when its list has BICs,
 * a country field its country.
 */
export function derivedDetails(
  descriptor: MethodDescriptor,
  data: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  for (const { key, field } of typeFields(descriptor)) {
    const value = data?.[key];
    if (field.kind === 'selector') {
      const id = typeof value === 'string' ? value : null;
      details[key] = id;
      if (field.banks.some((bank) => bank.bic)) details.bic = (id && findBank(field.banks, id)?.bic) ?? null;
    } else {
      details[key] = value;
    }
  }
  return details;
}
