import { validateIban } from '../../payment-data/iban.js';
import { nested } from '../../payment-data/param-path.js';
import type { ServerMethod } from '../server-method.js';

/** SEPA Direct Debit: the IBAN is checked, sealed and fingerprinted; the details show only its parts. */
export const sepaDebitMethod: ServerMethod = {
  details(ctx, data, param) {
    const iban = validateIban(data.iban as string, nested(param, 'iban'));
    const fingerprint = ctx.app.vault.fingerprint(ctx.scope.accountId, iban.iban);
    return {
      details: {
        bank_code: iban.bankCode,
        branch_code: iban.branchCode,
        country: iban.country,
        fingerprint,
        generated_from: { charge: null, setup_attempt: null },
        last4: iban.last4,
      },
      secret: iban.iban,
      fingerprint,
    };
  },
};
