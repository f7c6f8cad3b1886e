import { invalidRequest } from '../../kernel/errors.js';
import type { ServerMethod } from '../server-method.js';

/** How long a Pix code lives unless the intent's options say otherwise: a day, as at Stripe. */
export const PIX_DEFAULT_EXPIRY_SECONDS = 86_400;

/** A Pix code lives at least 10 seconds and at most 14 days. */
const SHORTEST = 10;
const LONGEST = 1_209_600;

/** When the code expires: `expires_at`, or `expires_after_seconds` from now (a day by default), never both. */
function expiresAt(options: Record<string, unknown>, now: number): number {
  const { expires_at: at, expires_after_seconds: after } = options;
  if (typeof at === 'number' && typeof after === 'number') {
    throw invalidRequest(
      'You may only specify one of these parameters: payment_method_options[pix][expires_at], payment_method_options[pix][expires_after_seconds].',
      'payment_method_options[pix][expires_at]',
    );
  }
  if (typeof at !== 'number') return now + (typeof after === 'number' ? after : PIX_DEFAULT_EXPIRY_SECONDS);
  if (at < now + SHORTEST || at > now + LONGEST) {
    throw invalidRequest(
      `Invalid payment_method_options[pix][expires_at]: it must be between ${SHORTEST} seconds and 14 days in the future.`,
      'payment_method_options[pix][expires_at]',
    );
  }
  return at;
}

/**
 * Pix: the code expires at `payment_method_options.pix.expires_at`, or `expires_after_seconds`
 * after the confirmation, and the payment then fails; the charge carries the bank's
 * transaction id.
 */
export const pixMethod: ServerMethod = {
  qrExpiry: (options, now) => ({ at: expiresAt(options, now), enforced: true }),
  chargeDetails: ({ reference }) => ({ bank_transaction_id: reference }),
};
