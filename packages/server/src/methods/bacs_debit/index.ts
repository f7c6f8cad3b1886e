import { invalidRequest } from '../../kernel/errors.js';
import { validateBankNumbers } from '../../payment-data/bank-numbers.js';
import { nested } from '../../payment-data/param-path.js';
import { bacsAccountUnusable } from '../../simulator/index.js';
import type { ServerMethod } from '../server-method.js';

/**
 * Bacs Direct Debit: the sort code and account number are checked, sealed together and
 * fingerprinted; the details show the sort code and the account's last 4 digits only.
 */
export const bacsDebitMethod: ServerMethod = {
  // The Direct Debit Instruction names the holder and is confirmed to them by e-mail (the
  // address the scheme also requires is checked when the payment is confirmed).
  requiredBilling: ['name', 'email'],
  details(ctx, data, param) {
    const [sortCode = '', account = ''] = validateBankNumbers(
      data,
      ['bacs_sort_code', 'bacs_account_number'],
      param,
    );
    // Stripe's test account whose bank sets up no Direct Debit: refused before anything is kept.
    if (!ctx.scope.livemode && bacsAccountUnusable(sortCode, account)) {
      throw invalidRequest(
        'The bank account provided cannot be used: its bank does not accept Direct Debits from it. Use a different bank account.',
        nested(param, 'account_number'),
        'bank_account_unusable',
      );
    }
    const secret = `${sortCode}:${account}`;
    const fingerprint = ctx.app.vault.fingerprint(ctx.scope.accountId, `bacs:${secret}`);
    return {
      details: { fingerprint, last4: account.slice(-4), sort_code: sortCode },
      secret,
      fingerprint,
    };
  },
};
