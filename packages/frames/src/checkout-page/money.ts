/** An amount in minor units as the shopper's locale writes it (zero-decimal currencies included). */
export function formatMoney(amount: number, currency: string, lang: string): string {
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** Where the shopper goes once the session is complete: `{CHECKOUT_SESSION_ID}` filled in. */
export function completionUrl(template: string, sessionId: string): string {
  return template.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
}
