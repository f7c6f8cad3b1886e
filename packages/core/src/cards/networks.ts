/** Card networks of docs/confirmation.md#constants: the networks a co-badged card may be routed on. */
export const CARD_NETWORKS = [
  'accel',
  'amex',
  'carnet',
  'cartes_bancaires',
  'diners',
  'discover',
  'eftpos_au',
  'elo',
  'girocard',
  'interac',
  'jcb',
  'mastercard',
  'nyce',
  'pulse',
  'rupay',
  'star',
  'unionpay',
  'visa',
] as const;

export type CardNetwork = (typeof CARD_NETWORKS)[number];

/** The card networks of the elements session (docs/elements.md#constants). */
export const ELEMENTS_CARD_NETWORKS = [
  'amex',
  'diners',
  'visa',
  'mastercard',
  'discover',
  'jcb',
  'unionpay',
  'cartes_bancaires',
] as const;

/** The card networks Link payment details carry (docs/link.md#constants). */
export const LINK_CARD_NETWORKS = [
  'visa',
  'mastercard',
  'amex',
  'jcb',
  'diners',
  'discover',
  'unionpay',
  'elo',
  'cartes_bancaires',
] as const;

export function isCardNetwork(value: string): value is CardNetwork {
  return (CARD_NETWORKS as readonly string[]).includes(value);
}

/** Splits a network list into the known ones (kept, in order) and the unknown ones, which callers log and drop. */
export function partitionCardNetworks(networks: readonly string[]): {
  known: CardNetwork[];
  dropped: string[];
} {
  const known: CardNetwork[] = [];
  const dropped: string[] = [];
  for (const network of networks) {
    if (isCardNetwork(network)) known.push(network);
    else dropped.push(network);
  }
  return { known, dropped };
}
