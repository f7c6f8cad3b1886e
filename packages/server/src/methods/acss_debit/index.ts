import { acssBankName } from '@payframe/core';
import { validateBankNumbers } from '../../payment-data/bank-numbers.js';
import type { ServerMethod } from '../server-method.js';
import { acssMandateDetails } from './mandate-options.js';

/**
 * Pre-authorized debit (Canada): the institution, transit and account numbers are checked,
 * sealed together and fingerprinted; the details show the bank, its numbers and the
 * account's last 4 digits only.
 */
export const acssDebitMethod: ServerMethod = {
  // The PAD agreement and the debit notices go to the account holder by name and e-mail.
  requiredBilling: ['name', 'email'],
  mandateDetails: acssMandateDetails,
  details(ctx, data, param) {
    const [institution = '', transit = '', account = ''] = validateBankNumbers(
      data,
      ['acss_institution_number', 'acss_transit_number', 'acss_account_number'],
      param,
    );
    const secret = `${institution}:${transit}:${account}`;
    const fingerprint = ctx.app.vault.fingerprint(ctx.scope.accountId, `acss:${secret}`);
    return {
      details: {
        bank_name: acssBankName(institution),
        fingerprint,
        institution_number: institution,
        last4: account.slice(-4),
        transit_number: transit,
      },
      secret,
      fingerprint,
    };
  },
};
