import { invalidRequest, missingParam } from '../kernel/errors.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import { listResources } from '../kernel/list.js';
import type { z } from '../kernel/params.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { validateCard } from '../payment-data/card-errors.js';
import { sealFor } from '../payment-data/sealed.js';
import { cardDetails } from '../payment-methods/card-details.js';
import type { BillingDetails } from '../payment-methods/payment-method.js';
import { deleteResource, findResource, insertResource, updateResource } from '../store/index.js';
import type { Scope } from '../store/types.js';
import { lookupEmail } from './accounts.js';
import { consumerErrors } from './errors.js';
import type { createDetailsParams, updateDetailsParams } from './params.js';
import { redactText } from './redaction.js';
import type { ConsumerSession } from './sessions.js';
import { redactAddress, toApiAddress, toWalletAddress, type WalletAddress } from './wallet-address.js';
import { clearOtherDefaults } from './wallet-defaults.js';

/** How many saved payment details one consumer keeps at most. */
export const MAX_PAYMENT_DETAILS = 50;

type CheckValue = 'PASS' | 'FAIL' | 'UNCHECKED' | 'UNAVAILABLE' | 'STATE_INVALID';

/** A linked bank account in the wallet: its numbers are in the vault, never here. */
export interface BankAccountDetails {
  bank_name: string | null;
  last4: string;
  account_type: 'checking' | 'savings';
  /** The Financial Connections account it was linked through. */
  linked_account: string;
  is_instant_debits_eligible: boolean;
  is_networking_share_disabled: boolean;
}

/**
 * A saved card or linked bank account in the wallet (docs/link.md#entities). A card's number
 * is in the vault, never here; `card_details` is absent on a bank account and the reverse.
 */
export interface PaymentDetails {
  id: string;
  object: 'consumer_payment_details';
  type: 'CARD' | 'BANK_ACCOUNT';
  is_default: boolean;
  nickname: string | null;
  backup_ids: string[];
  /** VERIFIED, or FAILED once a payment with it was declined for insufficient funds. */
  state: 'VERIFIED' | 'FAILED';
  metadata: { active: boolean };
  card_details?: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    funding: string;
    networks: string[];
    preferred_network: string | null;
    checks: { cvc_check: CheckValue; address_postal_code_check: CheckValue };
  };
  bank_account_details?: BankAccountDetails;
  billing_address: WalletAddress;
  billing_email_address: string | null;
  created: number;
  [field: string]: unknown;
}

/** The saved billing address as a payment method's billing details. */
export function billingDetails(address: WalletAddress, email: string | null): BillingDetails {
  return { address: toApiAddress(address), email, name: address.name, phone: address.phone };
}

/** validateCard checks the number before the expiry: any valid number lets it check an expiry alone. */
const EXPIRY_ONLY_NUMBER = '4242424242424242';

/** A consumer's own objects live under their id, as if the wallet were an account. */
export function walletScope(session: ConsumerSession): Scope {
  return { accountId: session.consumer.id, livemode: session.consumer.livemode };
}

export function walletContext(ctx: ServiceContext, session: ConsumerSession): ServiceContext {
  return { ...ctx, scope: walletScope(session) };
}

/** What the wallet answers: personal fields hidden until the session is verified. */
export function detailsView(details: PaymentDetails, verified: boolean): PaymentDetails {
  if (verified) return details;
  return {
    ...details,
    billing_address: redactAddress(details.billing_address),
    billing_email_address: redactText(details.billing_email_address),
  };
}

export async function listDetails(ctx: ServiceContext, session: ConsumerSession): Promise<PaymentDetails[]> {
  const list = await listResources(
    ctx.db,
    'consumer_payment_details',
    walletScope(session),
    {
      limit: MAX_PAYMENT_DETAILS,
    },
    '/v1/consumers/payment_details',
  );
  return list.data as PaymentDetails[];
}

export async function getDetails(
  ctx: ServiceContext,
  session: ConsumerSession,
  id: string,
  param = 'id',
): Promise<PaymentDetails> {
  const found = await findResource<PaymentDetails>(
    ctx.db,
    'consumer_payment_details',
    walletScope(session),
    id,
    {
      forUpdate: true,
    },
  );
  if (!found) throw consumerErrors.detailsMissing(id, param);
  return found;
}

export async function makeDefault(ctx: ServiceContext, session: ConsumerSession, id: string): Promise<void> {
  await clearOtherDefaults(
    ctx,
    'consumer_payment_details',
    walletScope(session),
    await listDetails(ctx, session),
    id,
  );
}

type CreateInput = z.output<typeof createDetailsParams>;

/**
 * Saves a card: validated and fingerprinted exactly as a card payment method is, its number
 * sealed in the vault under the consumer. The CVC is checked, never kept.
 */
export async function createDetails(
  ctx: ServiceContext,
  session: ConsumerSession,
  input: CreateInput,
): Promise<PaymentDetails> {
  const existing = await listDetails(ctx, session);
  if (existing.length >= MAX_PAYMENT_DETAILS) {
    throw consumerErrors.tooMany('payment details');
  }
  if (!input.card) throw missingParam('card');
  const card = validateCard(input.card, 'card');
  const billing = toWalletAddress(input.billing_address);
  const walletCtx = walletContext(ctx, session);
  const api = cardDetails(walletCtx, card, billingDetails(billing, null), input.card.preferred_network);
  const isDefault = input.is_default === true || existing.length === 0;
  const details: PaymentDetails = {
    id: newId('csmrpd'),
    object: 'consumer_payment_details',
    type: 'CARD',
    is_default: isDefault,
    nickname: input.nickname ?? null,
    backup_ids: [],
    state: 'VERIFIED',
    metadata: { active: input.active ?? true },
    card_details: {
      brand: api.brand,
      last4: api.last4,
      exp_month: api.exp_month,
      exp_year: api.exp_year,
      funding: api.funding,
      networks: api.networks.available,
      preferred_network: api.networks.preferred,
      // Checked by format here; the processor checks them with the first payment.
      checks: {
        cvc_check: card.cvcProvided ? 'PASS' : 'UNCHECKED',
        address_postal_code_check: billing.postal_code ? 'PASS' : 'UNCHECKED',
      },
    },
    billing_address: billing,
    billing_email_address:
      input.billing_email_address === undefined
        ? session.consumer.email
        : lookupEmail(input.billing_email_address, 'billing_email_address'),
    created: nowSeconds(),
  };
  if (isDefault) await makeDefault(ctx, session, details.id);
  await insertResource(ctx.db, 'consumer_payment_details', walletScope(session), details);
  await sealFor(walletCtx, details.id, card.number);
  return details;
}

/** Removes a saved card and its sealed number; when it was the default, the newest remaining one becomes it. */
export async function deleteDetails(
  ctx: ServiceContext,
  session: ConsumerSession,
  id: string,
): Promise<void> {
  const details = await getDetails(ctx, session, id);
  const scope = walletScope(session);
  await deleteResource(ctx.db, 'consumer_payment_details', scope, id);
  await ctx.db.deleteFrom('vault').where('id', '=', id).where('account_id', '=', scope.accountId).execute();
  if (!details.is_default) return;
  const next = (await listDetails(ctx, session)).find((d) => d.id !== id);
  if (next) await updateResource(ctx.db, 'consumer_payment_details', scope, { ...next, is_default: true });
}

type UpdateInput = z.output<typeof updateDetailsParams>;

export async function updateDetails(
  ctx: ServiceContext,
  session: ConsumerSession,
  id: string,
  input: UpdateInput,
): Promise<PaymentDetails> {
  const details = await getDetails(ctx, session, id);
  if (!details.card_details) {
    const cardField = (['exp_month', 'exp_year', 'preferred_network'] as const).find(
      (field) => input[field] !== undefined,
    );
    if (cardField) {
      throw invalidRequest('A bank account has no card fields to update.', cardField, 'parameter_invalid');
    }
  }
  const card = details.card_details ? { ...details.card_details } : undefined;
  if (card && (input.exp_month !== undefined || input.exp_year !== undefined)) {
    const checked = validateCard(
      {
        number: EXPIRY_ONLY_NUMBER,
        exp_month: input.exp_month ?? card.exp_month,
        exp_year: input.exp_year ?? card.exp_year,
      },
      '',
    );
    card.exp_month = checked.exp_month;
    card.exp_year = checked.exp_year;
  }
  if (card && input.preferred_network !== undefined) {
    if (input.preferred_network !== '' && !card.networks.includes(input.preferred_network)) {
      throw invalidRequest(
        `This card cannot use the network ${input.preferred_network}.`,
        'preferred_network',
        'parameter_invalid',
      );
    }
    card.preferred_network = input.preferred_network || null;
  }
  const updated: PaymentDetails = {
    ...details,
    ...(card ? { card_details: card } : {}),
    billing_address: toWalletAddress(input.billing_address, details.billing_address),
    nickname: input.nickname === undefined ? details.nickname : input.nickname || null,
    billing_email_address:
      input.billing_email_address === undefined
        ? details.billing_email_address
        : lookupEmail(input.billing_email_address, 'billing_email_address'),
    is_default: input.is_default === true ? true : details.is_default,
  };
  if (input.is_default === true) await makeDefault(ctx, session, id);
  await updateResource(ctx.db, 'consumer_payment_details', walletScope(session), updated);
  return updated;
}
