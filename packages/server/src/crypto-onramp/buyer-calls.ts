import { sql } from 'kysely';
import { invalidRequest } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { parseData } from '../store/index.js';
import { findBuyer, MAX_SAVED_WALLETS, type OnrampBuyer, saveBuyer } from './buyers.js';
import { invalidWalletAddress } from './details.js';
import { type CryptoCurrency, carries, type Network } from './networks.js';
import { signedInBuyer } from './returning-buyer.js';
import type { OnrampSession } from './session.js';
import type { StoredSession } from './store.js';
import { isValidWalletAddress } from './wallet-address.js';

/** Whether an e-mail belongs to a buyer of this account: the frame then says "welcome back". */
export async function lookupPerson(ctx: ServiceContext, email: string) {
  const buyer = await findBuyer(ctx, email);
  return { object: 'crypto.person_lookup', exists: buyer !== undefined };
}

/** What the identity form may start with: the buyer's last check, else what the merchant gave. */
export async function populatePerson(ctx: ServiceContext, stored: StoredSession) {
  const buyer = await signedInBuyer(ctx, stored);
  return {
    object: 'crypto.person',
    first_name: buyer.first_name ?? stored.flow.first_name,
    last_name: buyer.last_name ?? stored.flow.last_name,
    address: buyer.address,
  };
}

const walletList = (buyer: OnrampBuyer, networks?: readonly Network[]) => ({
  object: 'list',
  data: buyer.wallets
    .filter((wallet) => !networks || networks.includes(wallet.network))
    .map((wallet) => ({ object: 'crypto.wallet', ...wallet })),
});

/** The buyer's saved wallets this session can deliver to (of one network when named). */
export async function lookupWallets(ctx: ServiceContext, stored: StoredSession, network?: Network) {
  const buyer = await signedInBuyer(ctx, stored);
  const allowed = stored.session.transaction_details.destination_networks;
  return walletList(buyer, network ? allowed.filter((name) => name === network) : allowed);
}

export async function saveWallet(
  ctx: ServiceContext,
  stored: StoredSession,
  network: Network,
  address: string,
) {
  const buyer = await signedInBuyer(ctx, stored);
  const trimmed = address.trim();
  if (!isValidWalletAddress(network, trimmed)) throw invalidWalletAddress(network, trimmed, 'address');
  const others = buyer.wallets.filter((w) => !(w.network === network && w.address === trimmed));
  const wallets = [...others, { network, address: trimmed, created: Math.floor(Date.now() / 1000) }].slice(
    -MAX_SAVED_WALLETS,
  );
  return walletList(await saveBuyer(ctx, { ...buyer, wallets }));
}

export async function forgetWallet(
  ctx: ServiceContext,
  stored: StoredSession,
  network: Network,
  address: string,
) {
  const buyer = await signedInBuyer(ctx, stored);
  const wallets = buyer.wallets.filter((w) => !(w.network === network && w.address === address.trim()));
  if (wallets.length === buyer.wallets.length)
    throw invalidRequest(
      `No saved ${network} wallet has the address '${address}'.`,
      'address',
      'resource_missing',
      404,
    );
  return walletList(await saveBuyer(ctx, { ...buyer, wallets }));
}

/** The network and coin a buyer's next session starts with, where the merchant leaves them open. */
export async function updateSettings(
  ctx: ServiceContext,
  stored: StoredSession,
  change: { preferred_network?: Network | ''; preferred_currency?: CryptoCurrency | '' },
) {
  const buyer = await signedInBuyer(ctx, stored);
  const settings = { ...buyer.settings };
  if (change.preferred_network !== undefined) settings.preferred_network = change.preferred_network || null;
  if (change.preferred_currency !== undefined)
    settings.preferred_currency = change.preferred_currency || null;
  const { preferred_network: network, preferred_currency: currency } = settings;
  if (network && currency && !carries(network, currency))
    throw invalidRequest(`${currency} cannot be delivered on the ${network} network.`, 'preferred_currency');
  await saveBuyer(ctx, { ...buyer, settings });
  return { object: 'crypto.consumer_settings', ...settings };
}

const PAID = ['fulfillment_processing', 'fulfillment_complete'];

/** The buyer's paid purchases on this account, newest first: what the status screen lists. */
export async function listTransactions(ctx: ServiceContext, stored: StoredSession) {
  const buyer = await signedInBuyer(ctx, stored);
  const rows = await ctx.db
    .selectFrom('crypto_onramp_sessions')
    .select('data')
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode)
    .where('status', 'in', PAID)
    .where(sql<string>`lower(flow->>'email')`, '=', buyer.email)
    .orderBy('seq', 'desc')
    .limit(20)
    .execute();
  const mine = rows.map((row) => {
    const session = parseData(row.data) as unknown as OnrampSession;
    const d = session.transaction_details;
    return {
      object: 'crypto.onramp_transaction',
      session: session.id,
      created: session.created,
      status: session.status,
      source_amount: d.source_amount,
      source_currency: d.source_currency,
      destination_amount: d.destination_amount,
      destination_currency: d.destination_currency,
      destination_network: d.destination_network,
      wallet_address: d.wallet_address,
      transaction_id: d.transaction_id,
    };
  });
  return { object: 'list', data: mine };
}
