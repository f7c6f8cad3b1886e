import { invalidRequest } from '../kernel/errors.js';
import { CRYPTO_CURRENCIES, type CryptoCurrency, carries, NETWORKS, type Network } from './networks.js';
import type { CreateOnrampSessionParams, UpdateFlowParams } from './params.js';
import { quoteForDestination, quoteForSource, sourceCents } from './quote.js';
import type { TransactionDetails } from './session.js';
import { isValidWalletAddress } from './wallet-address.js';

export function invalidWalletAddress(network: Network, address: string, param: string) {
  return invalidRequest(
    `The wallet address '${address}' is not a valid ${network} address.`,
    param,
    'crypto_onramp_invalid_wallet_address',
  );
}

function checkChoice(
  details: TransactionDetails,
  network: Network | null,
  currency: CryptoCurrency | null,
): void {
  if (network && !details.destination_networks.includes(network))
    throw invalidRequest(
      `destination_network must be one of destination_networks (${details.destination_networks.join(', ')}).`,
      'destination_network',
    );
  if (currency && !details.destination_currencies.includes(currency))
    throw invalidRequest(
      `destination_currency must be one of destination_currencies (${details.destination_currencies.join(', ')}).`,
      'destination_currency',
    );
  if (network && currency && !carries(network, currency))
    throw invalidRequest(
      `${currency} cannot be delivered on the ${network} network.`,
      'destination_currency',
    );
}

/**
 * The amounts and fees from the test rate table, from whichever amount the buyer fixed. Without
 * a coin and a network to price, the amount given is only checked and kept.
 */
function priced(
  details: TransactionDetails,
  anchor: 'source' | 'destination',
  param: string,
): TransactionDetails {
  const { destination_currency: currency, destination_network: network, source_currency: source } = details;
  const amount = anchor === 'source' ? details.source_amount : details.destination_amount;
  if (amount === null) return { ...details, fees: null };
  if (!currency || !network) {
    if (anchor === 'source')
      return { ...details, source_amount: sourceAmountText(amount, details, param), fees: null };
    if (!currency)
      throw invalidRequest('destination_amount needs a destination_currency.', 'destination_currency');
    const network = NETWORKS.find((name) => carries(name, currency))!;
    quoteForDestination(source, amount, currency, network, param);
    return { ...details, fees: null };
  }
  const quote =
    anchor === 'source'
      ? quoteForSource(source, sourceCents(amount, source, param), currency, network)
      : quoteForDestination(source, amount, currency, network, param);
  return {
    ...details,
    source_amount: quote.source_amount,
    destination_amount: quote.destination_amount,
    fees: quote.fees,
  };
}

const sourceAmountText = (amount: string, details: TransactionDetails, param: string) =>
  (Number(sourceCents(amount, details.source_currency, param)) / 100).toFixed(2);

/** A new session's details, every choice checked against the others. */
export function initialDetails(params: CreateOnrampSessionParams): TransactionDetails {
  const networks = params.destination_networks?.length
    ? [...new Set(params.destination_networks)]
    : [...NETWORKS];
  const currencies = params.destination_currencies?.length
    ? [...new Set(params.destination_currencies)]
    : [...CRYPTO_CURRENCIES];
  const wallets: Partial<Record<Network, string>> = {};
  for (const [network, address] of Object.entries(params.wallet_addresses ?? {}) as [
    Network,
    string | undefined,
  ][]) {
    if (address === undefined) continue;
    if (!isValidWalletAddress(network, address))
      throw invalidWalletAddress(network, address, `wallet_addresses[${network}]`);
    wallets[network] = address;
  }
  const hasWallets = Object.keys(wallets).length > 0;
  if (params.lock_wallet_address && !hasWallets)
    throw invalidRequest('lock_wallet_address can only be set with wallet_addresses.', 'lock_wallet_address');
  if (params.source_amount !== undefined && params.destination_amount !== undefined)
    throw invalidRequest('Pass only one of source_amount and destination_amount.', 'destination_amount');
  const network = params.destination_network ?? null;
  const details: TransactionDetails = {
    destination_currency: params.destination_currency ?? null,
    destination_amount: params.destination_amount ?? null,
    destination_network: network,
    destination_currencies: currencies,
    destination_networks: networks,
    fees: null,
    lock_wallet_address: params.lock_wallet_address ?? false,
    source_currency: params.source_currency ?? 'usd',
    source_amount: params.source_amount ?? null,
    transaction_id: null,
    wallet_address: network ? (wallets[network] ?? null) : null,
    wallet_addresses: hasWallets ? wallets : null,
  };
  checkChoice(details, network, details.destination_currency);
  if (params.lock_wallet_address && network && !wallets[network])
    throw invalidRequest(
      `The wallet address is locked but wallet_addresses has none for ${network}.`,
      `wallet_addresses[${network}]`,
    );
  return params.destination_amount !== undefined
    ? priced(details, 'destination', 'destination_amount')
    : priced(details, 'source', 'source_amount');
}

/** The buyer's choices in the hosted flow: network, coin, wallet and amount. */
export function updatedDetails(before: TransactionDetails, params: UpdateFlowParams): TransactionDetails {
  if (params.source_amount !== undefined && params.destination_amount !== undefined)
    throw invalidRequest('Pass only one of source_amount and destination_amount.', 'destination_amount');
  const network = params.destination_network ?? before.destination_network;
  let currency = params.destination_currency ?? before.destination_currency;
  // A new network that does not carry the coin chosen before starts from its own native coin.
  if (network && currency && !params.destination_currency && !carries(network, currency))
    currency = before.destination_currencies.find((c) => carries(network, c)) ?? currency;
  checkChoice(before, network, currency);
  let wallet = before.wallet_address;
  const given = params.wallet_address?.trim();
  if (before.lock_wallet_address) {
    const locked = network ? (before.wallet_addresses?.[network] ?? null) : null;
    if (network && !locked)
      throw invalidRequest(
        `This session's wallet addresses are locked and none is for ${network}.`,
        'destination_network',
      );
    if (given !== undefined && given !== locked)
      throw invalidRequest(
        "This session's wallet address is locked and cannot be changed.",
        'wallet_address',
      );
    wallet = locked;
  } else if (given !== undefined) {
    if (!network)
      throw invalidRequest('Choose a destination_network before a wallet address.', 'destination_network');
    if (!isValidWalletAddress(network, given)) throw invalidWalletAddress(network, given, 'wallet_address');
    wallet = given;
  } else if (network !== before.destination_network) {
    wallet = network ? (before.wallet_addresses?.[network] ?? null) : null;
  }
  const details: TransactionDetails = {
    ...before,
    destination_network: network,
    destination_currency: currency,
    wallet_address: wallet,
    ...(params.source_amount !== undefined
      ? { source_amount: params.source_amount, destination_amount: null }
      : {}),
    ...(params.destination_amount !== undefined
      ? { destination_amount: params.destination_amount, source_amount: null }
      : {}),
  };
  return params.destination_amount !== undefined
    ? priced(details, 'destination', 'destination_amount')
    : priced(details, 'source', 'source_amount');
}

/** Everything a purchase needs: where to, what, and how much. */
export const readyToPay = (details: TransactionDetails) =>
  Boolean(
    details.destination_network &&
      details.destination_currency &&
      details.wallet_address &&
      details.source_amount &&
      details.destination_amount &&
      details.fees,
  );
