import { invalidRequest, resourceMissing } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { Address } from '../kernel/shared-params.js';
import { openFor } from '../payment-data/sealed.js';
import { testCardNumberForId } from '../simulator/cards/index.js';
import { findResource, updateResource } from '../store/index.js';
import type { Token } from './token.js';

/** A card taken out of a token to make a payment method: the number comes from the vault. */
export interface TokenizedCard {
  /** The wallet that tokenized the card (the test wallets' tokens). */
  wallet?: 'apple_pay' | 'google_pay';
  number: string;
  exp_month: number;
  exp_year: number;
  cvcProvided: boolean;
  preferredNetwork: string | null;
  name: string | null;
  address: Address | null;
}

export function tokenAlreadyUsed(id: string, param?: string) {
  return invalidRequest(`You cannot use a Stripe token more than once: ${id}.`, param, 'token_already_used');
}

/** A test wallet's token: a test token with the wallet that tokenized it (`tok_visa_google_pay`). */
const WALLET_TOKEN = /^(tok_.+)_(apple_pay|google_pay)$/;

/**
 * Test tokens (`tok_visa`) name a test card; they exist in test mode only, and never run out.
 * The Express Checkout Element's test sheet pays with `tok_<card>_apple_pay` or
 * `tok_<card>_google_pay`: the card of `tok_<card>`, its payment method marked with the wallet.
 */
export function testTokenCard(id: string): TokenizedCard | undefined {
  const wallet = WALLET_TOKEN.exec(id);
  if (wallet) {
    const card = testTokenCard(wallet[1]!);
    return card ? { ...card, wallet: wallet[2] as 'apple_pay' | 'google_pay' } : undefined;
  }
  const number = testCardNumberForId(id);
  if (!number) return undefined;
  const now = new Date();
  return {
    number,
    exp_month: now.getUTCMonth() + 1,
    exp_year: now.getUTCFullYear() + 1,
    cvcProvided: false,
    preferredNetwork: null,
    name: null,
    address: null,
  };
}

/**
 * Uses a card token once: a token of this account and mode that is unused and holds a card.
 * The token is marked used in the request's transaction.
 */
export async function consumeCardToken(
  ctx: ServiceContext,
  id: string,
  param: string,
): Promise<TokenizedCard> {
  if (!ctx.scope.livemode) {
    const test = testTokenCard(id);
    if (test) return test;
  }
  const token = await findResource<Token>(ctx.db, 'tokens', ctx.scope, id, { forUpdate: true });
  if (!token) throw resourceMissing('token', id, param);
  if (token.used) throw tokenAlreadyUsed(id, param);
  if (token.type !== 'card' || !token.card) {
    throw invalidRequest(`The token ${id} is not a card token.`, param);
  }
  const number = await openFor(ctx, token.id);
  if (!number) throw resourceMissing('token', id, param);
  await updateResource(ctx.db, 'tokens', ctx.scope, { ...token, used: true });
  const card = token.card;
  const hasAddress = [
    card.address_city,
    card.address_country,
    card.address_line1,
    card.address_line2,
    card.address_zip,
    card.address_state,
  ].some((v) => v !== null);
  return {
    // A token made from a wallet's card makes payment methods of that wallet.
    ...(card.tokenization_method ? { wallet: card.tokenization_method } : {}),
    number,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    cvcProvided: card.cvc_check !== null,
    preferredNetwork: card.networks.preferred,
    name: card.name,
    address: hasAddress
      ? {
          city: card.address_city,
          country: card.address_country,
          line1: card.address_line1,
          line2: card.address_line2,
          postal_code: card.address_zip,
          state: card.address_state,
        }
      : null,
  };
}
