/**
 * An amount in the currency's smallest unit as the shopper reads it: the currency's own
 * decimals (none for yen) from Intl, in the frame's language.
 */
export function formatQrAmount(amount: number, currency: string, lang: string): string {
  try {
    const format = new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase() });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** Seconds left as m:ss, or h:mm:ss from an hour (a Pix code lives a day), never below zero. */
export function formatCountdown(secondsLeft: number): string {
  const left = Math.max(0, Math.floor(secondsLeft));
  const seconds = String(left % 60).padStart(2, '0');
  if (left < 3600) return `${Math.floor(left / 60)}:${seconds}`;
  return `${Math.floor(left / 3600)}:${String(Math.floor(left / 60) % 60).padStart(2, '0')}:${seconds}`;
}
