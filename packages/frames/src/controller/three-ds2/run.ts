import type { WireError } from '@payframe/js/protocol';
import type { ApiClient, ApiResult } from '../api-client.js';
import { browserData } from './browser-data.js';

/** `3ds2/challenge_complete` is sent at most this many times while the server answers 400. */
export const CHALLENGE_COMPLETE_ATTEMPTS = 3;

export interface ThreeDS2Step {
  source: string;
  /** The hosted challenge page the next action named, shown if the issuer asks for a challenge. */
  challengeUrl: string;
}

/** A `stripe_3ds2_fingerprint` next action's source and challenge page, if the intent has one. */
export function threeDS2StepOf(intent: Record<string, any>): ThreeDS2Step | null {
  const sdk = intent.next_action?.type === 'use_stripe_sdk' ? intent.next_action.use_stripe_sdk : null;
  if (sdk?.type !== 'stripe_3ds2_fingerprint' || typeof sdk.three_d_secure_2_source !== 'string') return null;
  return {
    source: sdk.three_d_secure_2_source,
    challengeUrl: typeof sdk.stripe_js === 'string' ? sdk.stripe_js : '',
  };
}

/** Reports the challenge's end, again while the server answers 400 (its record may lag the page). */
export async function completeChallenge(
  api: ApiClient,
  body: Record<string, unknown>,
  attempts = CHALLENGE_COMPLETE_ATTEMPTS,
): Promise<ApiResult> {
  let answer = await api.post('/v1/3ds2/challenge_complete', body);
  for (let tried = 1; !answer.ok && answer.status === 400 && tried < attempts; tried++)
    answer = await api.post('/v1/3ds2/challenge_complete', body);
  return answer;
}

/**
 * The 3-D Secure 2 browser step (docs/confirmation.md#3-d-secure-2): the browser's data goes to
 * `3ds2/authenticate`; a frictionless answer is done, a challenge opens the hosted page in the
 * modal and its end is reported with `3ds2/challenge_complete`. The caller then reads the intent.
 */
export async function runThreeDS2(
  api: ApiClient,
  step: ThreeDS2Step,
  clientSecret: string,
  showChallenge: (url: string) => Promise<'done' | 'canceled'>,
): Promise<{ error: WireError } | null> {
  const authenticated = await api.post('/v1/3ds2/authenticate', {
    source: step.source,
    client_secret: clientSecret,
    browser: JSON.stringify(browserData()),
  });
  if (!authenticated.ok) return { error: authenticated.error };
  const ares = authenticated.body.ares ?? {};
  if (authenticated.body.state !== 'challenge_required') return null;
  const url = typeof ares.acsURL === 'string' ? ares.acsURL : step.challengeUrl;
  const outcome = await showChallenge(url);
  // The shopper closed the modal: no challenge result to report; the intent says what happened.
  if (outcome === 'canceled') return null;
  const completed = await completeChallenge(api, {
    source: step.source,
    client_secret: clientSecret,
    final_cres: JSON.stringify({
      messageType: 'CRes',
      threeDSServerTransID: ares.threeDSServerTransID,
      challengeCompletionInd: 'Y',
    }),
  });
  return completed.ok ? null : { error: completed.error };
}

/** Runs an intent's `stripe_3ds2_fingerprint` action; an action without a source is shown as a plain challenge. */
export async function runThreeDS2Action(
  api: ApiClient,
  intent: Record<string, any>,
  showChallenge: (url: string) => Promise<'done' | 'canceled'>,
): Promise<{ error: WireError } | null> {
  const step = threeDS2StepOf(intent);
  if (!step) {
    await showChallenge(String(intent.next_action?.use_stripe_sdk?.stripe_js ?? ''));
    return null;
  }
  return runThreeDS2(api, step, intent.client_secret, showChallenge);
}
