import { toMajorUnits, toMinorUnits } from './decimals.js';

/**
 * The amount a shopper pays in `presentmentCurrency` for `amount` (smallest unit) of the
 * merchant's `settlementCurrency`, at `exchangeRate`: how many units of the settlement
 * currency one unit of the presentment currency buys (an FX quote's `rates[from].exchange_rate`).
 */
export function presentmentAmount(
  amount: number,
  settlementCurrency: string,
  presentmentCurrency: string,
  exchangeRate: number,
): number {
  if (!(exchangeRate > 0)) throw new RangeError('An exchange rate must be a positive number.');
  return toMinorUnits(toMajorUnits(amount, settlementCurrency) / exchangeRate, presentmentCurrency);
}
