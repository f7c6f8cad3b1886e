import { METHOD_DESCRIPTORS } from '@payframe/core/methods';

const CURRENCIES: ReadonlyMap<string, readonly string[] | null> = new Map(
  METHOD_DESCRIPTORS.map((descriptor) => [descriptor.type, descriptor.currencies]),
);

/**
 * The methods that can pay in the currency the shopper chose in the currency selector (null:
 * the merchant's own, which the session's methods were chosen for). A method that pays in one
 * currency only, such as iDEAL in euros or ACH in dollars, steps aside while another is chosen.
 */
export function payableIn(types: string[], currency: string | null): string[] {
  if (!currency) return types;
  const payable = types.filter((type) => {
    const currencies = CURRENCIES.get(type);
    return !currencies || currencies.includes(currency);
  });
  return payable.length === types.length ? types : payable;
}
