import type { ServiceContext } from '../kernel/service-context.js';
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

/**
 * The bank account a debit payment method draws from (a SEPA IBAN, a BECS BSB and account
 * number, a US routing and account number), opened from the vault; same care as card numbers.
 */
export async function openDebitAccount(
  ctx: ServiceContext,
  pm: PaymentMethod,
): Promise<DebitAccount | undefined> {
  if (pm.type !== 'sepa_debit' && pm.type !== 'au_becs_debit' && pm.type !== 'us_bank_account')
    return undefined;
  const secret = await openFor(ctx, pm.id);
  if (secret === undefined) return undefined;
  if (pm.type === 'sepa_debit') return { type: 'sepa_debit', iban: secret };
  if (pm.type === 'us_bank_account') return { type: 'us_bank_account', ...openUsBankSecret(secret) };
  const { bsb, accountNumber } = openBecsSecret(secret);
  return { type: 'au_becs_debit', bsbNumber: bsb, accountNumber };
}
