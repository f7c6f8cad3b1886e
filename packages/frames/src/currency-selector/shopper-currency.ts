import { localCurrencyOf } from '@payframe/core/currencies';
import { browserRegion } from '../i18n/default-country.js';

/**
 * The currency a shopper would rather pay in: their billing country's when the merchant
 * knows it, else the one of the region their browser's languages name (`fr-FR` pays in eur).
 * Null when neither says, or when it is the merchant's own currency (nothing to choose).
 */
export function shopperCurrency(
  sources: { billingCountry?: string | undefined; languages: readonly string[] },
  merchantCurrency: string,
): string | null {
  const country = sources.billingCountry || browserRegion(sources.languages);
  const currency = localCurrencyOf(country);
  return currency && currency !== merchantCurrency.toLowerCase() ? currency : null;
}
