import type { ServiceContext } from '../kernel/service-context.js';
import { openFor } from '../payment-data/sealed.js';
import type { PaymentMethod } from './payment-method.js';

/**
 * The full card number of a card payment method, opened from the vault. For the processor
 * only: never log it, never answer with it.
 */
export async function openCardNumber(ctx: ServiceContext, pm: PaymentMethod): Promise<string | undefined> {
  if (pm.type !== 'card') return undefined;
  return openFor(ctx, pm.id);
}

/** The IBAN of a SEPA Direct Debit payment method, opened from the vault; same care as card numbers. */
export async function openIban(ctx: ServiceContext, pm: PaymentMethod): Promise<string | undefined> {
  if (pm.type !== 'sepa_debit') return undefined;
  return openFor(ctx, pm.id);
}
