import { sql } from 'kysely';
import { invalidRequest } from '../kernel/errors.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { applyMetadata } from '../kernel/shared-params.js';
import { openFor } from '../payment-data/sealed.js';
import { openUsBankSecret } from '../payment-data/us-bank.js';
import { insertPaymentMethod } from '../payment-methods/create.js';
import type { BillingDetails, PaymentMethod } from '../payment-methods/payment-method.js';
import type { PaymentDetails } from './payment-details.js';
import { walletContext } from './payment-details.js';
import type { ConsumerSession } from './sessions.js';

interface ShareOptions {
  billing: BillingDetails;
  metadata?: Parameters<typeof applyMetadata>[1];
  allowRedisplay?: 'always' | 'limited' | 'unspecified' | undefined;
}

/**
 * Shares a saved bank account with the merchant whose key made the call: a `us_bank_account`
 * payment method in the merchant's account, its numbers sealed again under the merchant. It
 * names the Financial Connections account it was linked through, so it counts as verified at
 * its bank: the intent is debited at once (processing, then settled), no microdeposits.
 */
export async function shareBankDetails(
  ctx: ServiceContext,
  session: ConsumerSession,
  details: PaymentDetails,
  options: ShareOptions,
): Promise<PaymentMethod> {
  const bank = details.bank_account_details;
  const secret = await openFor(walletContext(ctx, session), details.id);
  if (!bank || secret === undefined) {
    throw invalidRequest('These payment details cannot be used.', 'id', 'parameter_invalid');
  }
  // The linked account lives in the account of the merchant it was linked for; once
  // disconnected there, the shopper has withdrawn it from every merchant.
  const linked = await ctx.db
    .selectFrom('financial_connections_accounts')
    .select(sql<string>`data->>'status'`.as('status'))
    .where('id', '=', bank.linked_account)
    .where('livemode', '=', ctx.scope.livemode)
    .executeTakeFirst();
  if (linked?.status !== 'active') {
    throw invalidRequest(
      'This bank account is no longer linked: link it again to pay with it.',
      'id',
      'parameter_invalid',
    );
  }
  const { routingNumber } = openUsBankSecret(secret);
  const fingerprint = ctx.app.vault.fingerprint(ctx.scope.accountId, `ach:${secret}`);
  const billing = { ...options.billing, name: options.billing.name ?? session.consumer.legal_name };
  const pm: PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: options.allowRedisplay ?? 'unspecified',
    billing_details: billing,
    created: nowSeconds(),
    customer: null,
    livemode: ctx.scope.livemode,
    metadata: applyMetadata({}, options.metadata),
    type: 'us_bank_account',
    us_bank_account: {
      account_holder_type: 'individual',
      account_type: bank.account_type,
      bank_name: bank.bank_name,
      financial_connections_account: bank.linked_account,
      fingerprint,
      last4: bank.last4,
      networks: { preferred: 'ach', supported: ['ach'] },
      routing_number: routingNumber,
      status_details: null,
    },
  };
  return insertPaymentMethod(ctx, pm, secret, fingerprint);
}
