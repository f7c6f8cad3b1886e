import { IDEAL_BANKS, methodDescriptor } from '@payframe/core';
import { derivedDetails } from '../methods/index.js';
import { undescribedType } from './undescribed-types.js';

/** The API values of the iDEAL banks (core's list), for iDEAL sources. */
export const IDEAL_BANK_IDS = IDEAL_BANKS.map((bank) => bank.id) as [string, ...string[]];

/**
 * The `<type>` hash of a payment method that carries no secret (redirect and wallet methods),
 * from the validated request data: derived from the descriptor's fields, or by hand for a
 * type without a descriptor.
 */
export function simpleTypeDetails(
  type: string,
  data: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const descriptor = methodDescriptor(type);
  return descriptor ? derivedDetails(descriptor, data) : undescribedType(type).details(data);
}
