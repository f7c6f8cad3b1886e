import { usBankName } from '@payframe/core';
import { linkedAccountForPayment } from '../financial-connections/index.js';
import { invalidRequest, missingParam } from '../kernel/errors.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import type { z } from '../kernel/params.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { sealFor } from '../payment-data/sealed.js';
import { insertResource } from '../store/index.js';
import { lookupEmail } from './accounts.js';
import { consumerErrors } from './errors.js';
import type { createDetailsParams } from './params.js';
import {
  listDetails,
  MAX_PAYMENT_DETAILS,
  makeDefault,
  type PaymentDetails,
  walletContext,
  walletScope,
} from './payment-details.js';
import { bankDisabledFor, type ConsumerSession } from './sessions.js';
import { toWalletAddress } from './wallet-address.js';

/** Whether this consumer's wallet takes bank accounts (see bankDisabledFor). */
export function bankDisabled(session: ConsumerSession): boolean {
  return bankDisabledFor(session.consumer);
}

/**
 * The details a wallet view offers: cards always; bank accounts only to a caller that says it
 * supports them (`BANK_ACCOUNT` among its types) and to a wallet that takes them.
 */
export function offeredDetails(
  details: PaymentDetails[],
  session: ConsumerSession,
  types: readonly string[] | undefined,
): PaymentDetails[] {
  const wanted = types?.map((t) => t.toUpperCase());
  return details.filter((d) => {
    if (d.type === 'BANK_ACCOUNT') {
      return !bankDisabled(session) && wanted?.includes('BANK_ACCOUNT') === true;
    }
    return !wanted || wanted.includes(d.type);
  });
}

type CreateInput = z.output<typeof createDetailsParams>;

/**
 * Saves a bank account linked through Financial Connections (with the `payment_method`
 * permission, by the merchant whose key makes the call): its numbers are sealed again under the
 * consumer, so any merchant the shopper later pays may be given it.
 */
export async function createBankDetails(
  ctx: ServiceContext,
  session: ConsumerSession,
  input: CreateInput,
): Promise<PaymentDetails> {
  if (bankDisabled(session)) {
    throw invalidRequest('This Link account cannot save bank accounts.', 'type', 'parameter_invalid');
  }
  const linkedId = input.bank_account?.financial_connections_account;
  if (!linkedId) throw missingParam('bank_account[financial_connections_account]');
  const existing = await listDetails(ctx, session);
  if (existing.length >= MAX_PAYMENT_DETAILS) throw consumerErrors.tooMany('payment details');
  const linked = await linkedAccountForPayment(ctx, linkedId, 'bank_account[financial_connections_account]');
  const isDefault = input.is_default === true || existing.length === 0;
  const details: PaymentDetails = {
    id: newId('csmrpd'),
    object: 'consumer_payment_details',
    type: 'BANK_ACCOUNT',
    is_default: isDefault,
    nickname: input.nickname ?? null,
    backup_ids: [],
    state: 'VERIFIED',
    metadata: { active: input.active ?? true },
    bank_account_details: {
      bank_name: usBankName(linked.routingNumber),
      last4: linked.last4,
      account_type: linked.accountType,
      linked_account: linkedId,
      // Linked at the bank, so it is verified already and may be debited at once.
      is_instant_debits_eligible: true,
      is_networking_share_disabled: false,
    },
    billing_address: toWalletAddress(input.billing_address),
    billing_email_address:
      input.billing_email_address === undefined
        ? session.consumer.email
        : lookupEmail(input.billing_email_address, 'billing_email_address'),
    created: nowSeconds(),
  };
  if (isDefault) await makeDefault(ctx, session, details.id);
  await insertResource(ctx.db, 'consumer_payment_details', walletScope(session), details);
  await sealFor(walletContext(ctx, session), details.id, linked.secret);
  return details;
}
