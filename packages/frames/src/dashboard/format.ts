/** An amount in minor units as the operator's locale writes it (zero-decimal currencies too). */
export function formatMoney(amount: number, currency: string, lang: string): string {
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

export function formatTime(seconds: number, lang: string, style: 'short' | 'medium' = 'medium'): string {
  const time =
    style === 'short'
      ? { dateStyle: 'short', timeStyle: 'short' }
      : { dateStyle: 'medium', timeStyle: 'medium' };
  return new Intl.DateTimeFormat(lang, time as Intl.DateTimeFormatOptions).format(seconds * 1000);
}
