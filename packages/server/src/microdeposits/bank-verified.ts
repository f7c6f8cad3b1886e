import { invalidRequest } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { isVerifiedByMicrodeposits } from './verification.js';

export type VerificationMethod = 'automatic' | 'instant' | 'microdeposits';

/** The intent's `payment_method_options.us_bank_account.verification_method` (automatic by default). */
export function verificationMethodOf(
  options: Record<string, unknown> | undefined | null,
): VerificationMethod {
  const method = (options?.us_bank_account as { verification_method?: unknown } | undefined)
    ?.verification_method;
  return method === 'instant' || method === 'microdeposits' ? method : 'automatic';
}

/**
 * Whether a US bank account can be debited now: linked at its bank (verified there), or typed
 * in by hand and verified by microdeposits already. `instant` refuses an account typed in:
 * only a link verifies it at once.
 */
export async function bankAccountVerified(
  ctx: ServiceContext,
  pm: PaymentMethod,
  method: VerificationMethod,
): Promise<boolean> {
  if (pm.us_bank_account?.financial_connections_account) return true;
  if (method === 'instant') {
    throw invalidRequest(
      `The PaymentMethod ${pm.id} was made of account details typed in, which cannot be verified instantly: link the account with Financial Connections, or use verification_method automatic or microdeposits.`,
      'payment_method_options[us_bank_account][verification_method]',
    );
  }
  return isVerifiedByMicrodeposits(ctx, pm.id);
}
