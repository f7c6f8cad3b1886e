/** "12.50" of a fiat currency, formatted for the buyer's language. */
export function formatFiat(amount: string | null, currency: string, lang: string): string {
  const value = Number(amount ?? 0);
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase() }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** A coin amount as the API gives it (exact decimal), with its ticker. */
export const formatCoin = (amount: string | null, currency: string | null) =>
  `${amount ?? '0'} ${(currency ?? '').toUpperCase()}`;

/** Cents of the total the buyer pays: the amount and both fees. */
export function totalCents(details: {
  source_amount: string | null;
  fees: { network_fee_monetary: string; transaction_fee_monetary: string } | null;
}): number {
  const cents = (amount: string | undefined | null) => Math.round(Number(amount ?? 0) * 100);
  return (
    cents(details.source_amount) +
    cents(details.fees?.network_fee_monetary) +
    cents(details.fees?.transaction_fee_monetary)
  );
}
