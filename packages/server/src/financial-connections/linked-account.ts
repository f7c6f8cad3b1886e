import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { openFor } from '../payment-data/sealed.js';
import { openUsBankSecret } from '../payment-data/us-bank.js';
import type { FinancialConnectionsAccount } from './account.js';

/** What a payment method takes of a linked account: its numbers (opened from the vault) and kind. */
export interface LinkedAccountNumbers {
  routingNumber: string;
  last4: string;
  secret: string;
  holderType: 'individual' | 'company';
  accountType: 'checking' | 'savings';
}

/**
 * A linked account a us_bank_account payment method may be made from: active and linked with
 * the `payment_method` permission (the shopper agreed to be debited from it).
 */
export async function linkedAccountForPayment(
  ctx: ServiceContext,
  id: string,
  param: string,
): Promise<LinkedAccountNumbers> {
  const account = await getResource<FinancialConnectionsAccount>(
    ctx.db,
    'financial_connections_accounts',
    ctx.scope,
    id,
    { noun: 'financial connections account', param },
  );
  if (account.status !== 'active') {
    throw invalidRequest(
      `The financial connections account ${id} is ${account.status}: link the bank account again.`,
      param,
    );
  }
  if (!account.permissions.includes('payment_method')) {
    throw invalidRequest(
      `The financial connections account ${id} was linked without the payment_method permission, so it cannot be debited.`,
      param,
    );
  }
  // A Canadian account makes pre-authorized debits (acss_debit), not ACH ones.
  if (!account.supported_payment_method_types.includes('us_bank_account')) {
    throw invalidRequest(
      `The financial connections account ${id} is not a US bank account: it cannot make a us_bank_account payment method.`,
      param,
    );
  }
  const secret = await openFor(ctx, account.id);
  if (secret === undefined)
    throw invalidRequest(`The financial connections account ${id} has no numbers on file.`, param);
  const { routingNumber } = openUsBankSecret(secret);
  const holder = (account as unknown as { holder_type?: 'individual' | 'company' }).holder_type;
  return {
    routingNumber,
    last4: account.last4,
    secret,
    holderType: holder ?? 'individual',
    accountType: account.subcategory,
  };
}
