import { newId, nowSeconds } from '../kernel/ids.js';
import type { ApiErrorShape } from '../payment-intents/payment-intent.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import type { StripeObject } from '../store/types.js';
import type { SetupIntent } from './setup-intent.js';

export type SetupAttemptStatus =
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'failed'
  | 'abandoned';

/** One confirmation of a SetupIntent: `setup_attempts.list({ setup_intent })` and `latest_attempt`. */
export interface SetupAttempt extends StripeObject {
  object: 'setup_attempt';
  application: null;
  created: number;
  customer: string | null;
  livemode: boolean;
  on_behalf_of: null;
  payment_method: string;
  payment_method_details: { type: string; [type: string]: unknown };
  setup_error: ApiErrorShape | null;
  setup_intent: string;
  status: SetupAttemptStatus;
  usage: SetupIntent['usage'];
}

/** What an attempt's status is, read off the intent it left behind. */
export function attemptStatus(intent: SetupIntent): SetupAttemptStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'requires_action':
      return 'requires_action';
    case 'processing':
      return 'processing';
    case 'requires_confirmation':
      return 'requires_confirmation';
    case 'canceled':
      return 'abandoned';
    case 'requires_payment_method':
      return intent.last_setup_error ? 'failed' : 'abandoned';
  }
}

function methodDetails(pm: PaymentMethod): SetupAttempt['payment_method_details'] {
  return pm.type === 'card'
    ? { type: 'card', card: { three_d_secure: null } }
    : { type: pm.type, [pm.type]: {} };
}

export function newSetupAttempt(intent: SetupIntent, pm: PaymentMethod): SetupAttempt {
  const status = attemptStatus(intent);
  return {
    id: newId('setatt'),
    object: 'setup_attempt',
    application: null,
    created: nowSeconds(),
    customer: intent.customer,
    livemode: intent.livemode,
    on_behalf_of: null,
    payment_method: pm.id,
    payment_method_details: methodDetails(pm),
    setup_error: status === 'failed' ? intent.last_setup_error : null,
    setup_intent: intent.id,
    status,
    usage: intent.usage,
  };
}

/**
 * The attempt after the intent moved on: a challenge completed or failed (recorded as the
 * card's `three_d_secure`), or the intent was canceled while it waited.
 */
export function advancedAttempt(attempt: SetupAttempt, intent: SetupIntent): SetupAttempt {
  const status = attemptStatus(intent);
  const details = { ...attempt.payment_method_details };
  if (details.type === 'card' && attempt.status === 'requires_action' && status !== 'abandoned') {
    details.card = {
      three_d_secure: {
        authentication_flow: 'challenge',
        result: status === 'succeeded' ? 'authenticated' : 'failed',
        result_reason: null,
        version: '2.2.0',
      },
    };
  }
  return {
    ...attempt,
    payment_method_details: details,
    status,
    setup_error: status === 'failed' ? intent.last_setup_error : null,
  };
}
