import { nowSeconds } from '../kernel/ids.js';
import { parseData } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import type { CryptoCurrency, Network } from './networks.js';

export interface BuyerAddress {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
}

export interface SavedWallet {
  network: Network;
  address: string;
  created: number;
}

export interface BuyerSettings {
  preferred_network: Network | null;
  preferred_currency: CryptoCurrency | null;
}

/**
 * A returning onramp buyer of one account and mode, found by e-mail once they proved it with
 * a code. The identity check keeps its outcome and the name and address it was given, never
 * the tax id or the date of birth.
 */
export interface OnrampBuyer {
  email: string;
  identity: 'unverified' | 'verified' | 'rejected';
  first_name: string | null;
  last_name: string | null;
  address: BuyerAddress | null;
  wallets: SavedWallet[];
  settings: BuyerSettings;
}

/** A buyer keeps at most this many wallets: the oldest goes when another is saved. */
export const MAX_SAVED_WALLETS = 10;

type Ctx = { db: Db; scope: Scope };

export const buyerKey = (email: string) => email.trim().toLowerCase();

export const newBuyer = (email: string): OnrampBuyer => ({
  email: buyerKey(email),
  identity: 'unverified',
  first_name: null,
  last_name: null,
  address: null,
  wallets: [],
  settings: { preferred_network: null, preferred_currency: null },
});

export async function findBuyer(ctx: Ctx, email: string): Promise<OnrampBuyer | undefined> {
  const row = await ctx.db
    .selectFrom('crypto_onramp_buyers')
    .select('data')
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode)
    .where('email', '=', buyerKey(email))
    .executeTakeFirst();
  return row ? (parseData(row.data) as unknown as OnrampBuyer) : undefined;
}

export async function saveBuyer(ctx: Ctx, buyer: OnrampBuyer): Promise<OnrampBuyer> {
  const data = JSON.stringify(buyer);
  const updated = nowSeconds();
  await ctx.db
    .insertInto('crypto_onramp_buyers')
    .values({
      account_id: ctx.scope.accountId,
      livemode: ctx.scope.livemode,
      email: buyer.email,
      data,
      updated,
    })
    .onConflict((conflict) =>
      conflict.columns(['account_id', 'livemode', 'email']).doUpdateSet({ data, updated }),
    )
    .execute();
  return buyer;
}
