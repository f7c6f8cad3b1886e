import { invalidRequest } from '../kernel/errors.js';
import { p, type z } from '../kernel/params.js';
import { isQuotableCurrency } from './test-rates.js';

export const createFxQuoteParams = p.object({
  from_currencies: p.array(p.currency),
  to_currency: p.currency,
  lock_duration: p.oneOf(['none', 'five_minutes', 'hour', 'day']),
  usage: p
    .object({
      type: p.oneOf(['payment', 'transfer']),
      payment: p
        .object({ destination: p.string().optional(), on_behalf_of: p.string().optional() })
        .optional(),
      transfer: p.object({ destination: p.string() }).optional(),
    })
    .optional(),
});

export const listFxQuotesParams = p.object({ ...p.listShape });

export type CreateFxQuoteParams = z.output<typeof createFxQuoteParams>;

/** Every currency of a quote must be one the rate table knows; a transfer quote names its destination. */
export function checkFxQuoteParams(params: CreateFxQuoteParams): void {
  if (params.from_currencies.length === 0) {
    throw invalidRequest('from_currencies must name at least one currency.', 'from_currencies');
  }
  const unknown = [params.to_currency, ...params.from_currencies].find((c) => !isQuotableCurrency(c));
  if (unknown) {
    const param = unknown === params.to_currency ? 'to_currency' : 'from_currencies';
    throw invalidRequest(
      `Invalid currency: ${unknown}. FX quotes are not available for this currency.`,
      param,
    );
  }
  if (params.usage?.type === 'transfer' && !params.usage.transfer?.destination) {
    throw invalidRequest(
      'usage[transfer][destination] is required when usage[type] is transfer.',
      'usage[transfer][destination]',
    );
  }
}
