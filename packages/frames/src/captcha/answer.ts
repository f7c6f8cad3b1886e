import type { VerifyChallengeDisplay, WireError } from '@payframe/js/protocol';
import { ApiClient } from '../controller/api-client.js';

export type AnswerResult = { ok: true } | { ok: false; error: WireError };

/** Sends the shopper's answer to the challenge's URL with the publishable key and the client secret. */
export async function sendAnswer(
  display: VerifyChallengeDisplay,
  fields: Record<string, string>,
  path: string = display.verifyPath,
): Promise<AnswerResult> {
  const api = new ApiClient({ publishableKey: display.publishableKey, apiVersion: display.apiVersion });
  const answer = await api.post(path, { client_secret: display.clientSecret, ...fields });
  // A decline after the challenge is the payment's answer, not the challenge's: the controller reads it.
  if (answer.ok || answer.error.payment_intent) return { ok: true };
  return { ok: false, error: answer.error };
}

/** Closing a card-image verification gives up on it: the payment fails as its Cancel does. */
export async function abandonVerification(display: VerifyChallengeDisplay): Promise<void> {
  if (display.kind !== 'card_image' || !display.cancelPath) return;
  await sendAnswer(display, {}, display.cancelPath);
}
