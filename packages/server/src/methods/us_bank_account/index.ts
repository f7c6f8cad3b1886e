import { usBankName } from '@payframe/core';
import { linkedAccountForPayment } from '../../financial-connections/index.js';
import { invalidRequest } from '../../kernel/errors.js';
import { p } from '../../kernel/params.js';
import type { ServiceContext } from '../../kernel/service-context.js';
import { nested } from '../../payment-data/param-path.js';
import { validateUsBankAccount } from '../../payment-data/us-bank.js';
import type { BuiltDetails, ServerMethod } from '../server-method.js';

const HOLDER_TYPES = ['individual', 'company'] as const;
const ACCOUNT_TYPES = ['checking', 'savings'] as const;

/** Either the numbers typed by hand, or the account linked at the bank. */
const params = p.object({
  routing_number: p.string().optional(),
  account_number: p.string().optional(),
  account_holder_type: p.oneOf(HOLDER_TYPES).optional(),
  account_type: p.oneOf(ACCOUNT_TYPES).optional(),
  financial_connections_account: p.string().optional(),
});

/** The account as `payment_method.us_bank_account` shows it: the routing number and last 4 digits only. */
function shown(
  ctx: ServiceContext,
  account: { routingNumber: string; last4: string; secret: string },
  extra: { holderType?: string | undefined; accountType?: string | undefined; linked: string | null },
): BuiltDetails {
  const fingerprint = ctx.app.vault.fingerprint(ctx.scope.accountId, `ach:${account.secret}`);
  return {
    details: {
      account_holder_type: extra.holderType ?? 'individual',
      account_type: extra.accountType ?? 'checking',
      bank_name: usBankName(account.routingNumber),
      financial_connections_account: extra.linked,
      fingerprint,
      last4: account.last4,
      networks: { preferred: 'ach', supported: ['ach'] },
      routing_number: account.routingNumber,
      status_details: null,
    },
    secret: account.secret,
    fingerprint,
  };
}

/**
 * ACH Direct Debit: a US account typed in (routing number checked, account number sealed like
 * an IBAN; verified later by microdeposits) or linked at the bank through a Financial
 * Connections account (verified already; its numbers come from the link, sealed again here).
 */
export const usBankAccountMethod: ServerMethod = {
  params,
  // ACH debits name the account holder, as Stripe requires.
  requiredBilling: ['name'],
  async details(ctx, data, param) {
    const holderType = data.account_holder_type as string | undefined;
    const accountType = data.account_type as string | undefined;
    const linkedId = data.financial_connections_account as string | undefined;
    if (linkedId !== undefined) {
      if (data.account_number !== undefined || data.routing_number !== undefined) {
        throw invalidRequest(
          'You cannot provide both a financial_connections_account and account details. Pass either `financial_connections_account` or `routing_number` and `account_number`.',
          nested(param, 'financial_connections_account'),
        );
      }
      const linked = await linkedAccountForPayment(
        ctx,
        linkedId,
        nested(param, 'financial_connections_account'),
      );
      return shown(ctx, linked, {
        holderType: holderType ?? linked.holderType,
        accountType: accountType ?? linked.accountType,
        linked: linkedId,
      });
    }
    if (data.account_number === undefined && data.routing_number === undefined) {
      // Nothing given at all names the hash itself, as for the other methods.
      const missing = Object.keys(data).length === 0 ? param : nested(param, 'account_number');
      throw invalidRequest(`Missing required param: ${missing}.`, missing, 'parameter_missing');
    }
    const account = validateUsBankAccount(
      data.routing_number as string | undefined,
      data.account_number as string | undefined,
      param,
    );
    return shown(ctx, account, { holderType, accountType, linked: null });
  },
};
