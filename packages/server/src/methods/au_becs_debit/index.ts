import { validateBecsAccount } from '../../payment-data/becs.js';
import type { ServerMethod } from '../server-method.js';

/**
 * BECS Direct Debit: the BSB and account number are checked, sealed together and
 * fingerprinted; the details show the BSB and the account's last 4 digits only.
 */
export const auBecsDebitMethod: ServerMethod = {
  // The debit notices of the Direct Debit Request go to the account holder by name and e-mail.
  requiredBilling: ['name', 'email'],
  details(ctx, data, param) {
    const account = validateBecsAccount(
      data.bsb_number as string | undefined,
      data.account_number as string | undefined,
      param,
    );
    const fingerprint = ctx.app.vault.fingerprint(ctx.scope.accountId, `becs:${account.secret}`);
    return {
      details: { bsb_number: account.bsb, fingerprint, last4: account.last4 },
      secret: account.secret,
      fingerprint,
    };
  },
};
