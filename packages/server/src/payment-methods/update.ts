import { invalidRequest } from '../kernel/errors.js';
import type { z } from '../kernel/params.js';
import { changedAttributes } from '../kernel/record-event.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { applyMetadata } from '../kernel/shared-params.js';
import { CARD_MESSAGES, cardError } from '../payment-data/card-errors.js';
import { updateResource } from '../store/index.js';
import type { updatePaymentMethodParams } from './params.js';
import { type PaymentMethod, toBillingDetails } from './payment-method.js';

type UpdateParams = z.output<typeof updatePaymentMethodParams>;

function updatedExpiry(
  card: NonNullable<PaymentMethod['card']>,
  input: NonNullable<UpdateParams['card']>,
  now = new Date(),
): { exp_month: number; exp_year: number } {
  const month = input.exp_month ?? card.exp_month;
  const rawYear = input.exp_year ?? card.exp_year;
  const year = rawYear >= 0 && rawYear < 100 ? 2000 + rawYear : rawYear;
  if (month < 1 || month > 12) {
    throw cardError('invalid_expiry_month', CARD_MESSAGES.invalid_expiry_month, 'exp_month');
  }
  const thisYear = now.getUTCFullYear();
  if (year < thisYear || year > thisYear + 50) {
    throw cardError('invalid_expiry_year', CARD_MESSAGES.invalid_expiry_year, 'exp_year');
  }
  if (year === thisYear && month < now.getUTCMonth() + 1) {
    throw cardError('invalid_expiry_month', CARD_MESSAGES.invalid_expiry_month, 'exp_month');
  }
  return { exp_month: month, exp_year: year };
}

/** Applies an update (billing details, card expiry and preferred network, metadata, allow_redisplay). */
export async function updatePaymentMethod(
  ctx: ServiceContext,
  before: PaymentMethod,
  params: UpdateParams,
): Promise<PaymentMethod> {
  if (!before.customer) {
    throw invalidRequest('You must save this PaymentMethod to a customer before you can update it.');
  }
  const after: PaymentMethod = {
    ...before,
    allow_redisplay: params.allow_redisplay ?? before.allow_redisplay,
    billing_details: params.billing_details
      ? toBillingDetails(params.billing_details, before.billing_details)
      : before.billing_details,
    metadata: applyMetadata(before.metadata, params.metadata),
  };
  if (params.card) {
    if (!before.card) {
      throw invalidRequest(
        `You cannot update card details of a PaymentMethod of type ${before.type}.`,
        'card',
      );
    }
    const preferred = params.card.networks?.preferred;
    if (preferred && !before.card.networks.available.includes(preferred)) {
      throw invalidRequest(
        `The preferred network ${preferred} is not one of the card's available networks.`,
        'card[networks][preferred]',
      );
    }
    after.card = {
      ...before.card,
      ...updatedExpiry(before.card, params.card),
      networks: {
        ...before.card.networks,
        ...(preferred !== undefined ? { preferred: preferred || null } : {}),
      },
    };
  }
  const previous = changedAttributes(before, after);
  if (!previous) return before;
  await updateResource(ctx.db, 'payment_methods', ctx.scope, after, { customer: after.customer });
  await ctx.emit('payment_method.updated', after, previous);
  return after;
}
