/** Countries whose card billing asks for a postal code in the Payment Element (as Stripe's does). */
export const POSTAL_CODE_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA', 'GB']);

export function showsPostalCode(country: string): boolean {
  return POSTAL_CODE_COUNTRIES.has(country);
}
