/** The networks an onramp delivers on, and the currencies each carries. */
export const NETWORKS = ['bitcoin', 'ethereum', 'solana', 'polygon', 'stellar', 'avalanche', 'base'] as const;
export type Network = (typeof NETWORKS)[number];

export const CRYPTO_CURRENCIES = ['btc', 'eth', 'sol', 'pol', 'xlm', 'avax', 'usdc'] as const;
export type CryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];

/** Each network's native coin first, then the stablecoin issued on it. */
export const NETWORK_CURRENCIES: Readonly<Record<Network, readonly CryptoCurrency[]>> = {
  bitcoin: ['btc'],
  ethereum: ['eth', 'usdc'],
  solana: ['sol', 'usdc'],
  polygon: ['pol', 'usdc'],
  stellar: ['xlm', 'usdc'],
  avalanche: ['avax', 'usdc'],
  base: ['eth', 'usdc'],
};

/** The fiat currencies a purchase is paid in. */
export const SOURCE_CURRENCIES = ['usd', 'eur'] as const;
export type SourceCurrency = (typeof SOURCE_CURRENCIES)[number];

export const carries = (network: Network, currency: CryptoCurrency) =>
  NETWORK_CURRENCIES[network].includes(currency);
