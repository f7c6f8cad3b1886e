import type { ServiceContext } from '../kernel/service-context.js';
import { openBankSecret } from '../payment-data/bank-numbers.js';
import { openBecsSecret } from '../payment-data/becs.js';
import { openFor } from '../payment-data/sealed.js';
import { openUsBankSecret } from '../payment-data/us-bank.js';
import type { DebitAccount } from '../simulator/index.js';
import type { PaymentMethod } from './payment-method.js';

/**
 * The full card number of a card payment method, opened from the vault. For the processor
 * only: never log it, never answer with it.
 */
export async function openCardNumber(ctx: ServiceContext, pm: PaymentMethod): Promise<string | undefined> {
  if (pm.type !== 'card') return undefined;
  return openFor(ctx, pm.id);
}

const DEBIT_TYPES = new Set(['sepa_debit', 'au_becs_debit', 'us_bank_account', 'acss_debit', 'bacs_debit']);

/**
 * The bank account a debit payment method draws from (a SEPA IBAN, a BECS BSB and account
 * number, a US routing and account number), opened from the vault; same care as card numbers.
 */
export async function openDebitAccount(
  ctx: ServiceContext,
  pm: PaymentMethod,
): Promise<DebitAccount | undefined> {
  if (!DEBIT_TYPES.has(pm.type)) return undefined;
  const secret = await openFor(ctx, pm.id);
  if (secret === undefined) return undefined;
  if (pm.type === 'sepa_debit') return { type: 'sepa_debit', iban: secret };
  if (pm.type === 'us_bank_account') return { type: 'us_bank_account', ...openUsBankSecret(secret) };
  if (pm.type === 'acss_debit') {
    const [institutionNumber = '', transitNumber = '', accountNumber = ''] = openBankSecret(secret);
    return { type: 'acss_debit', institutionNumber, transitNumber, accountNumber };
  }
  if (pm.type === 'bacs_debit') {
    const [sortCode = '', accountNumber = ''] = openBankSecret(secret);
    return { type: 'bacs_debit', sortCode, accountNumber };
  }
  const { bsb, accountNumber } = openBecsSecret(secret);
  return { type: 'au_becs_debit', bsbNumber: bsb, accountNumber };
}
