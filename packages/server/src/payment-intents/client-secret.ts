import { timingSafeEqual } from 'node:crypto';
import { invalidRequest, missingParam } from '../kernel/errors.js';
import type { AuthKind } from '../routing/caller.js';

/**
 * A publishable key reaches an intent only with its client secret (compared in constant
 * time); the secret key needs none.
 */
export function checkClientSecret(
  keyKind: AuthKind,
  intent: { object: string; client_secret: string },
  given: string | undefined,
): void {
  if (keyKind !== 'publishable') return;
  if (given === undefined || given === '') throw missingParam('client_secret');
  const a = Buffer.from(given);
  const b = Buffer.from(intent.client_secret);
  if (a.length === b.length && timingSafeEqual(a, b)) return;
  const noun = intent.object === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent';
  throw invalidRequest(
    `The client_secret provided does not match any associated ${noun} on this account. Ensure the publishable key used belongs to the same account that created the ${noun}.`,
    'client_secret',
    `${intent.object}_invalid_parameter`,
  );
}
