import type { CryptoCurrency, Network, SourceCurrency } from './networks.js';

/**
 * The fixed rates test mode quotes with, so a purchase comes out the same on every run (see
 * the README's crypto onramp section, which lists them). Prices are in the source currency's
 * cents for one whole coin; fees are in cents.
 */
export const TEST_PRICES: Readonly<Record<SourceCurrency, Readonly<Record<CryptoCurrency, bigint>>>> = {
  usd: { btc: 6_000_000n, eth: 300_000n, sol: 15_000n, pol: 50n, xlm: 10n, avax: 3_000n, usdc: 100n },
  eur: { btc: 5_520_000n, eth: 276_000n, sol: 13_800n, pol: 46n, xlm: 9n, avax: 2_760n, usdc: 92n },
};

/** What delivering on each network costs, whatever the coin, in cents of the source currency. */
export const TEST_NETWORK_FEES: Readonly<Record<Network, bigint>> = {
  bitcoin: 150n,
  ethereum: 200n,
  solana: 1n,
  polygon: 1n,
  stellar: 1n,
  avalanche: 5n,
  base: 2n,
};

/** The onramp's own fee: 1.5% of the amount converted, rounded to the nearest cent. */
export const TRANSACTION_FEE_BASIS_POINTS = 150n;

/** How many decimals each coin is counted in. */
export const DECIMALS: Readonly<Record<CryptoCurrency, number>> = {
  btc: 8,
  eth: 18,
  sol: 9,
  pol: 18,
  xlm: 7,
  avax: 18,
  usdc: 6,
};

/** The smallest and largest purchase, in cents of the source currency. */
export const MIN_SOURCE_CENTS = 100n;
export const MAX_SOURCE_CENTS = 1_000_000n;
