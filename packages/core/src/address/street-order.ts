/** Countries whose address line 1 puts the street name before the house number (docs/link.md#validation). */
export const STREET_NAME_FIRST_COUNTRIES = [
  'BE',
  'BR',
  'CH',
  'ES',
  'ID',
  'IT',
  'MX',
  'NL',
  'NO',
  'PL',
  'RU',
  'SE',
] as const;

/** Whether line 1 reads "street name, number" in a country. */
export function isStreetNameFirst(country: string): boolean {
  return (STREET_NAME_FIRST_COUNTRIES as readonly string[]).includes(country);
}
