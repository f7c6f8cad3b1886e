import { methodDescriptor } from '@payframe/core';
import { invalidRequest, missingParam } from '../kernel/errors.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { applyMetadata } from '../kernel/shared-params.js';
import { needsTypeData, serverMethod } from '../methods/index.js';
import { type ValidCard, validateCard } from '../payment-data/card-errors.js';
import { nested } from '../payment-data/param-path.js';
import { sealFor } from '../payment-data/sealed.js';
import { insertResource } from '../store/index.js';
import { consumeCardToken, type TokenizedCard } from '../tokens/consume.js';
import { cardDetails } from './card-details.js';
import { PAYMENT_METHOD_TYPES, type PaymentMethodData, type PaymentMethodType } from './params.js';
import type { BillingDetails, PaymentMethod } from './payment-method.js';
import { toBillingDetails } from './payment-method.js';
import { simpleTypeDetails } from './type-details.js';
import { undescribedType } from './undescribed-types.js';

/** A new payment method object without its type hash. */
function baseObject(ctx: ServiceContext, data: PaymentMethodData, billing: BillingDetails): PaymentMethod {
  return {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: data.allow_redisplay ?? 'unspecified',
    billing_details: billing,
    created: nowSeconds(),
    customer: null,
    livemode: ctx.scope.livemode,
    metadata: applyMetadata({}, data.metadata),
    type: data.type,
  };
}

/** Writes the payment method and, when it has one, its sealed number or IBAN. */
export async function insertPaymentMethod(
  ctx: ServiceContext,
  pm: PaymentMethod,
  secret: string | undefined,
  fingerprint: string | null,
): Promise<PaymentMethod> {
  const usedUp = ctx.oneUse?.picking === true && !pm.customer;
  await insertResource(ctx.db, 'payment_methods', ctx.scope, pm, {
    customer: pm.customer,
    type: pm.type,
    fingerprint,
    ...(usedUp ? { consumed: true } : {}),
  });
  if (usedUp) ctx.oneUse?.ids.add(pm.id);
  if (secret !== undefined) await sealFor(ctx, pm.id, secret);
  return pm;
}

/** Refuses data for another type than the one named (`card` on a `sepa_debit` method). */
function checkTypeData(data: PaymentMethodData, param: string): void {
  const record = data as Record<string, unknown>;
  for (const other of PAYMENT_METHOD_TYPES) {
    if (other !== data.type && record[other] !== undefined) {
      throw invalidRequest(
        `You passed \`${other}\` but the PaymentMethod type is \`${data.type}\`. Pass only the hash that matches \`type\`.`,
        nested(param, other),
      );
    }
  }
}

/** A payment method ready to store: the object, its secret for the vault, its fingerprint. */
export interface BuiltPaymentMethod {
  pm: PaymentMethod;
  /** The full card number or IBAN, sealed in the vault when stored. */
  secret?: string;
  fingerprint: string | null;
  /** For a card: the card as validated (or taken from a token), without its CVC. */
  card?: ValidCard;
}

/** Builds a card payment method from validated card data (from a request, a token or a test id). */
export function buildCardPaymentMethod(
  ctx: ServiceContext,
  data: PaymentMethodData,
  card: ValidCard,
  billing: BillingDetails,
  preferredNetwork?: string | null,
): BuiltPaymentMethod {
  const details = cardDetails(ctx, card, billing, preferredNetwork ?? undefined);
  const pm: PaymentMethod = { ...baseObject(ctx, data, billing), card: details };
  return { pm, secret: card.number, fingerprint: details.fingerprint, card };
}

/** Stores a built payment method (and its sealed secret) and returns it. */
export function storePaymentMethod(ctx: ServiceContext, built: BuiltPaymentMethod): Promise<PaymentMethod> {
  return insertPaymentMethod(ctx, built.pm, built.secret, built.fingerprint);
}

export async function createCardPaymentMethod(
  ctx: ServiceContext,
  data: PaymentMethodData,
  card: ValidCard,
  billing: BillingDetails,
  preferredNetwork?: string | null,
): Promise<PaymentMethod> {
  return storePaymentMethod(ctx, buildCardPaymentMethod(ctx, data, card, billing, preferredNetwork));
}

function billingFromToken(billing: BillingDetails, token: TokenizedCard): BillingDetails {
  return {
    ...billing,
    name: billing.name ?? token.name,
    address:
      token.address && !Object.values(billing.address).some((v) => v !== null)
        ? token.address
        : billing.address,
  };
}

/**
 * Validates `payment_method_data` and builds the payment method it describes, without storing
 * it (a card token named in it is used up). `param` is where that data sat in the request.
 */
export async function buildPaymentMethod(
  ctx: ServiceContext,
  data: PaymentMethodData,
  param: string,
): Promise<BuiltPaymentMethod> {
  checkTypeData(data, param);
  let billing = toBillingDetails(data.billing_details);
  const type: PaymentMethodType = data.type;
  if (type === 'card') {
    const card = data.card;
    const cardParam = nested(param, 'card');
    if (!card) throw missingParam(cardParam);
    if (card.token !== undefined) {
      if (card.number !== undefined) {
        throw invalidRequest(
          'You cannot provide both a card token and card details. Pass either `card[token]` or `card[number]`.',
          nested(cardParam, 'token'),
        );
      }
      const tokenized = await consumeCardToken(ctx, card.token, nested(cardParam, 'token'));
      billing = billingFromToken(billing, tokenized);
      return buildCardPaymentMethod(ctx, data, tokenized, billing, tokenized.preferredNetwork);
    }
    const valid = validateCard(card, cardParam);
    return buildCardPaymentMethod(ctx, data, valid, billing, card.networks?.preferred);
  }
  const typeData = (data as Record<string, unknown>)[type] as Record<string, unknown> | undefined;
  const descriptor = methodDescriptor(type);
  if (descriptor ? needsTypeData(descriptor) : undescribedType(type).required) {
    if (!typeData) throw missingParam(nested(param, type));
  }
  for (const detail of serverMethod(type)?.requiredBilling ?? []) {
    if (!billing[detail]) throw missingParam(nested(nested(param, 'billing_details'), detail));
  }
  const build = serverMethod(type)?.details;
  if (build) {
    const built = await build(ctx, typeData ?? {}, nested(param, type));
    const pm: PaymentMethod = { ...baseObject(ctx, data, billing), [type]: built.details };
    return { pm, secret: built.secret, fingerprint: built.fingerprint };
  }
  const pm: PaymentMethod = { ...baseObject(ctx, data, billing), [type]: simpleTypeDetails(type, typeData) };
  return { pm, fingerprint: null };
}

/**
 * Inserts a payment method from validated `payment_method_data`. `param` is where that data
 * sat in the request (`payment_method_data`, or '' for `POST /v1/payment_methods`), so
 * errors name the right parameter: `payment_method_data[card][number]`.
 */
export async function createPaymentMethod(
  ctx: ServiceContext,
  data: PaymentMethodData,
  param: string,
): Promise<PaymentMethod> {
  return storePaymentMethod(ctx, await buildPaymentMethod(ctx, data, param));
}
