import { hashKey } from '../accounts/index.js';
import { getResource } from '../kernel/get-resource.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { openFor, sealFor } from '../payment-data/sealed.js';
import { findMany } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import type { Card, StoredCard } from './card.js';
import { newCardSecrets } from './card-number.js';
import type { Cardholder } from './cardholder.js';

export interface CardSecrets {
  number: string;
  cvc: string;
  pin: string;
}

export const getCardholder = (ctx: { db: Db; scope: Scope }, id: string, param?: string, forUpdate = false) =>
  getResource<Cardholder>(ctx.db, 'issuing_cardholders', ctx.scope, id, {
    noun: 'cardholder',
    forUpdate,
    ...(param ? { param } : {}),
  });

export const getStoredCard = (ctx: { db: Db; scope: Scope }, id: string, param?: string, forUpdate = false) =>
  getResource<StoredCard>(ctx.db, 'issuing_cards', ctx.scope, id, {
    noun: 'issuing card',
    forUpdate,
    ...(param ? { param } : {}),
  });

/** A card as the API answers it: with its cardholder object as it is now. */
export async function withCardholder(ctx: { db: Db; scope: Scope }, card: StoredCard): Promise<Card> {
  return { ...card, cardholder: await getCardholder(ctx, card.cardholder) };
}

/** Cards as answered in a list: each cardholder read once. */
export async function withCardholders(ctx: { db: Db; scope: Scope }, cards: StoredCard[]): Promise<Card[]> {
  const ids = [...new Set(cards.map((card) => card.cardholder))];
  const holders = (await findMany(ctx.db, 'issuing_cardholders', ctx.scope, ids)) as Cardholder[];
  const byId = new Map(holders.map((holder) => [holder.id, holder]));
  return cards.map((card) => ({ ...card, cardholder: byId.get(card.cardholder)! }));
}

/**
 * A new card's number, CVC and PIN, sealed in the vault under the card's id. The number is
 * drawn again in the (unlikely) case another card already has it.
 */
export async function issueSecrets(
  ctx: ServiceContext,
  cardId: string,
): Promise<{ secrets: CardSecrets; numberHash: string }> {
  for (;;) {
    const secrets = newCardSecrets();
    const numberHash = hashKey(secrets.number);
    const taken = await ctx.db
      .selectFrom('issuing_cards')
      .select('id')
      .where('number_hash', '=', numberHash)
      .executeTakeFirst();
    if (taken) continue;
    await sealFor(ctx, cardId, JSON.stringify(secrets));
    return { secrets, numberHash };
  }
}

export async function openSecrets(ctx: ServiceContext, cardId: string): Promise<CardSecrets | undefined> {
  const sealed = await openFor(ctx, cardId);
  return sealed === undefined ? undefined : (JSON.parse(sealed) as CardSecrets);
}
