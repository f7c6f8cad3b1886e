import type { WireError } from '@payframe/js/protocol';
import type { ApiClient } from '../controller/api-client.js';
import { rememberNonce } from './nonce-cache.js';

/**
 * stripe.createEphemeralKeyNonce({ issuingCard }), run by the controller: the page gets the
 * public nonce (for its server's ephemeral key); the private one is kept for the display frames.
 */
export async function createEphemeralKeyNonce(
  api: ApiClient,
  issuingCard: string,
): Promise<{ nonce: string } | { error: WireError }> {
  const answer = await api.post('/v1/ephemeral_key_nonces', { issuing_card: issuingCard });
  if (!answer.ok) return { error: answer.error };
  const { public_nonce, private_nonce } = answer.body as { public_nonce: string; private_nonce: string };
  rememberNonce(issuingCard, public_nonce, private_nonce);
  return { nonce: public_nonce };
}
