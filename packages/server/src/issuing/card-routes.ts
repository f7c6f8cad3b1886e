import { invalidRequest, resourceMissing } from '../kernel/errors.js';
import { type ListCondition, listResources } from '../kernel/list.js';
import { changedAttributes } from '../kernel/record-event.js';
import { applyMetadata } from '../kernel/shared-params.js';
import { registerOwnedExpansions } from '../routing/expand.js';
import { type RequestContext, route } from '../routing/route.js';
import { insertResource, updateResource } from '../store/index.js';
import { type Card, cardColumns, newCard, type StoredCard } from './card.js';
import { getCardholder, getStoredCard, issueSecrets, withCardholder, withCardholders } from './card-store.js';
import { createCardParams, listCardsParams, retrieveCardParams, updateCardParams } from './params.js';
import { revealSecrets } from './reveal.js';

const TABLE = 'issuing_cards';

// The card's number, CVC and PIN are written by its retrieve route, never by the generic expansion.
registerOwnedExpansions('issuing.card', ['number', 'cvc', 'pin.number']);

/** A card can be used only once its cardholder is active and has given everything required. */
function checkActivatable(card: Pick<Card, 'cardholder'>): void {
  const holder = card.cardholder;
  if (holder.status !== 'active' || holder.requirements.past_due.length > 0) {
    throw invalidRequest(
      'This card cannot be activated: its cardholder must be active, with a complete billing address.',
      'status',
    );
  }
}

/** Stripe's rules for a card's status: a canceled card stays canceled; a reason goes with cancelling. */
function nextStatus(
  card: Card,
  params: { status?: StoredCard['status']; cancellation_reason?: 'lost' | 'stolen' },
) {
  if (params.cancellation_reason && params.status !== 'canceled') {
    throw invalidRequest(
      'cancellation_reason can only be given with status canceled.',
      'cancellation_reason',
    );
  }
  if (params.status === undefined || params.status === card.status) return {};
  if (card.status === 'canceled') {
    throw invalidRequest('This card has been canceled: its status cannot change anymore.', 'status');
  }
  if (params.status === 'active') checkActivatable(card);
  return {
    status: params.status,
    ...(params.status === 'canceled' ? { cancellation_reason: params.cancellation_reason ?? null } : {}),
  };
}

async function answer(ctx: RequestContext<unknown>, card: StoredCard): Promise<Card> {
  return withCardholder(ctx, card);
}

/** `/v1/issuing/cards`: virtual cards issued to cardholders. */
export const cardRoutes = [
  route({
    method: 'POST',
    path: '/v1/issuing/cards',
    params: createCardParams,
    async handler(ctx) {
      if (ctx.params.type === 'physical') {
        throw invalidRequest('Only virtual cards can be issued on this server.', 'type');
      }
      const cardholder = await getCardholder(ctx, ctx.params.cardholder, 'cardholder');
      if (ctx.params.status === 'active') checkActivatable({ cardholder });
      // The secrets are drawn first: the number's last four digits are part of the card.
      const draft = newCard(ctx.params, '0000', ctx.scope.livemode);
      const { secrets, numberHash } = await issueSecrets(ctx, draft.id);
      const card: StoredCard = { ...draft, last4: secrets.number.slice(-4) };
      await insertResource(ctx.db, TABLE, ctx.scope, card, { ...cardColumns(card), number_hash: numberHash });
      const answered = { ...card, cardholder };
      await ctx.emit('issuing_card.created', answered);
      return answered;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/issuing/cards/:card',
    params: retrieveCardParams,
    // The display elements read the card with an ephemeral key made for it.
    auth: ['secret', 'ephemeral'],
    async handler(ctx) {
      const id = ctx.path.card!;
      if (ctx.auth.kind === 'ephemeral' && ctx.auth.issuingCard !== id)
        throw resourceMissing('issuing card', id);
      const card = await answer(ctx, await getStoredCard(ctx, id));
      return revealSecrets(ctx, card);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/issuing/cards/:card',
    params: updateCardParams,
    async handler(ctx) {
      const stored = await getStoredCard(ctx, ctx.path.card!, undefined, true);
      const before = await answer(ctx, stored);
      const after: StoredCard = {
        ...stored,
        ...nextStatus(before, ctx.params),
        metadata: applyMetadata(stored.metadata, ctx.params.metadata),
      };
      await updateResource(ctx.db, TABLE, ctx.scope, after, cardColumns(after));
      const answered = { ...after, cardholder: before.cardholder };
      const previous = changedAttributes(before, answered);
      if (previous) await ctx.emit('issuing_card.updated', answered, previous);
      return answered;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/issuing/cards',
    params: listCardsParams,
    async handler(ctx) {
      const { cardholder, exp_month, exp_year, last4, status, type, ...page } = ctx.params;
      const conditions: ListCondition<'issuing_cards'>[] = [];
      if (exp_month !== undefined) conditions.push((eb) => eb('exp_month', '=', exp_month));
      if (exp_year !== undefined) conditions.push((eb) => eb('exp_year', '=', exp_year));
      const list = await listResources(
        ctx.db,
        TABLE,
        ctx.scope,
        page,
        '/v1/issuing/cards',
        {
          ...(cardholder ? { cardholder } : {}),
          ...(last4 ? { last4 } : {}),
          ...(status ? { status } : {}),
          ...(type ? { type } : {}),
        },
        conditions as unknown as ListCondition<never>[],
      );
      return { ...list, data: await withCardholders(ctx, list.data as StoredCard[]) };
    },
  }),
];
