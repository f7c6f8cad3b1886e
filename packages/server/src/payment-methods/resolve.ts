import { invalidRequest, resourceMissing } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { lookupTestCard, testCardNumberForId, testIbanForId } from '../simulator/cards/index.js';
import { parseData } from '../store/index.js';
import { consumeCardToken, testTokenCard } from '../tokens/consume.js';
import {
  buildCardPaymentMethod,
  createCardPaymentMethod,
  createPaymentMethod,
  storePaymentMethod,
} from './create.js';
import type { PaymentMethod } from './payment-method.js';
import { toBillingDetails } from './payment-method.js';

export function paymentMethodConsumed(param?: string) {
  return invalidRequest(
    'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
    param,
  );
}

/** Reads a payment method row of this account and mode, with whether it may still be used. */
export async function findPaymentMethod(
  ctx: ServiceContext,
  id: string,
  forUpdate = false,
): Promise<{ pm: PaymentMethod; consumed: boolean } | undefined> {
  let query = ctx.db
    .selectFrom('payment_methods')
    .select(['data', 'consumed'])
    .where('id', '=', id)
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { pm: parseData(row.data) as PaymentMethod, consumed: row.consumed } : undefined;
}

/**
 * Stripe's public test ids: each call makes a real payment method from the test card or IBAN.
 * A test card id stands for a card whose CVC was given and already checked, so its
 * `cvc_check` is the card's table outcome (`fail` for pm_card_cvcCheckFail), as Stripe shows.
 */
async function fromTestId(ctx: ServiceContext, id: string): Promise<PaymentMethod | undefined> {
  const card = testTokenCard(id);
  if (card && testCardNumberForId(id)) {
    const built = buildCardPaymentMethod(ctx, { type: 'card' }, card, toBillingDetails(undefined));
    if (built.pm.card) built.pm.card.checks.cvc_check = lookupTestCard(card.number).behaviour.checks.cvc;
    return storePaymentMethod(ctx, built);
  }
  const iban = testIbanForId(id);
  if (iban) {
    return createPaymentMethod(
      ctx,
      {
        type: 'sepa_debit',
        sepa_debit: { iban },
        billing_details: { name: 'Jenny Rosen', email: 'jenny.rosen@example.com' },
      },
      '',
    );
  }
  return undefined;
}

/**
 * The payment method an id names: a `pm_` of this account and mode, one of Stripe's test ids
 * (`pm_card_visa`, `tok_visa`, `pm_success_de`: test mode only) for which a real payment method
 * is made, or a card token of this account (used up by this call). Anything else is the 404
 * `No such PaymentMethod: 'x'` naming `param`.
 */
export async function resolvePaymentMethod(
  ctx: ServiceContext,
  id: string,
  param?: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentMethod> {
  if (typeof id !== 'string' || id === '') throw resourceMissing('PaymentMethod', String(id), param);
  // Stored ids are random; a test id never names a stored method, so it is not looked up.
  const isTestId = testCardNumberForId(id) !== undefined || testIbanForId(id) !== undefined;
  if (!isTestId) {
    const found = await findPaymentMethod(ctx, id, options.forUpdate);
    if (found) {
      if (found.consumed) throw paymentMethodConsumed(param);
      return found.pm;
    }
  }
  if (isTestId) {
    if (ctx.scope.livemode) {
      throw invalidRequest(
        `No such PaymentMethod: '${id}'; a similar object exists in test mode, but a live mode key was used to make this request.`,
        param,
        'resource_missing',
        404,
      );
    }
    const made = await fromTestId(ctx, id);
    if (made) return made;
  }
  if (id.startsWith('tok_')) {
    const tokenized = await consumeCardToken(ctx, id, param ?? 'payment_method');
    const billing = toBillingDetails(undefined);
    if (tokenized.name) billing.name = tokenized.name;
    if (tokenized.address) billing.address = tokenized.address;
    return createCardPaymentMethod(ctx, { type: 'card' }, tokenized, billing, tokenized.preferredNetwork);
  }
  throw resourceMissing('PaymentMethod', id, param);
}
