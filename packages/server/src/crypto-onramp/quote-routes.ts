import { randomUUID } from 'node:crypto';
import { invalidRequest } from '../kernel/errors.js';
import { route } from '../routing/route.js';
import { CRYPTO_CURRENCIES, carries, NETWORKS } from './networks.js';
import { quoteParams } from './params.js';
import { quoteForDestination, quoteForSource, sourceCents } from './quote.js';

/**
 * `GET /v1/crypto/onramp/quotes`: what an amount buys on each network, fees included, from
 * the fixed test rate table (test-rates.ts).
 */
export const quoteRoutes = [
  route({
    method: 'GET',
    path: '/v1/crypto/onramp/quotes',
    params: quoteParams,
    async handler(ctx) {
      const params = ctx.params;
      const source = params.source_currency ?? 'usd';
      const networks = params.destination_networks?.length
        ? [...new Set(params.destination_networks)]
        : NETWORKS;
      const currencies = params.destination_currencies?.length
        ? [...new Set(params.destination_currencies)]
        : CRYPTO_CURRENCIES;
      if (params.source_amount !== undefined && params.destination_amount !== undefined)
        throw invalidRequest('Pass only one of source_amount and destination_amount.', 'destination_amount');
      if (params.destination_amount !== undefined && currencies.length !== 1)
        throw invalidRequest(
          'destination_amount needs exactly one currency in destination_currencies.',
          'destination_currencies',
        );
      const cents =
        params.destination_amount === undefined
          ? sourceCents(params.source_amount ?? '100.00', source, 'source_amount')
          : undefined;
      const byNetwork: Record<string, Record<string, unknown>[]> = {};
      let sourceAmount: string | null = null;
      for (const network of networks) {
        byNetwork[network] = currencies
          .filter((currency) => carries(network, currency))
          .map((currency) => {
            const quote =
              cents === undefined
                ? quoteForDestination(
                    source,
                    params.destination_amount!,
                    currency,
                    network,
                    'destination_amount',
                  )
                : quoteForSource(source, cents, currency, network);
            sourceAmount = quote.source_amount;
            return {
              id: randomUUID(),
              destination_currency: currency,
              destination_amount: quote.destination_amount,
              destination_network: network,
              fees: quote.fees,
              source_total_amount: quote.source_total_amount,
            };
          });
      }
      return {
        id: randomUUID(),
        destination_network_quotes: byNetwork,
        livemode: ctx.scope.livemode,
        rate_fetched_at: Date.now() / 1000,
        source_amount: sourceAmount,
        source_currency: source,
      };
    },
  }),
];
