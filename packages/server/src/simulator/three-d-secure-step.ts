import { DECLINE_MESSAGES } from '@payframe/core';
import type { CardBehaviour } from './cards/index.js';
import {
  AUTHENTICATION_REQUIRED,
  type AuthorizeCardRequest,
  type Decline,
  type ThreeDSecureResult,
} from './processor.js';

/** Whether the test card's issuer asks for authentication on this authorization. */
function issuerDemands(behaviour: CardBehaviour, request: AuthorizeCardRequest): boolean {
  switch (behaviour.authentication) {
    case 'always':
      return true;
    case 'unless_set_up':
      return !request.offSession || !request.setUpForOffSession;
    case 'on_session':
      return !request.offSession;
    case 'never':
      return false;
  }
}

export type ThreeDSecureStep =
  | { kind: 'skip' }
  | { kind: 'challenge' }
  | { kind: 'done'; result: ThreeDSecureResult }
  | { kind: 'decline'; decline: Decline };

/** What 3-D Secure does for this authorization, before the issuer decides. */
export function threeDSecureStep(behaviour: CardBehaviour, request: AuthorizeCardRequest): ThreeDSecureStep {
  if (request.authentication.status === 'authenticated') {
    const { flow, transactionId } = request.authentication;
    return {
      kind: 'done',
      result: {
        authentication_flow: flow,
        result: 'authenticated',
        result_reason: null,
        version: '2.2.0',
        ...(transactionId ? { transaction_id: transactionId } : {}),
      },
    };
  }
  const demanded = issuerDemands(behaviour, request);
  const requested = request.threeDSecure !== 'automatic';
  // A frictionless card runs 3-D Secure on its own: the issuer authenticates without asking.
  if (!demanded && !requested && behaviour.threeDSecure !== 'frictionless') return { kind: 'skip' };
  const flow =
    request.threeDSecure === 'challenge' && behaviour.threeDSecure === 'frictionless'
      ? 'challenge'
      : behaviour.threeDSecure;
  switch (flow) {
    case 'challenge':
      return request.offSession
        ? { kind: 'decline', decline: AUTHENTICATION_REQUIRED }
        : { kind: 'challenge' };
    case 'frictionless':
      // Asked for, with a browser present: the issuer decides once the browser's data is in.
      if (requested && request.browserStep && !request.offSession) return { kind: 'challenge' };
      return {
        kind: 'done',
        result: {
          authentication_flow: 'frictionless',
          result: 'authenticated',
          result_reason: null,
          version: '2.2.0',
        },
      };
    case 'unenrolled':
      return {
        kind: 'done',
        result: {
          authentication_flow: null,
          result: 'attempt_acknowledged',
          result_reason: null,
          version: '2.2.0',
        },
      };
    case 'not_supported':
      return requested
        ? {
            kind: 'done',
            result: {
              authentication_flow: null,
              result: 'not_supported',
              result_reason: 'card_not_enrolled',
              version: '2.2.0',
            },
          }
        : { kind: 'skip' };
    case 'error':
      return {
        kind: 'decline',
        decline: {
          code: 'processing_error',
          declineCode: 'processing_error',
          message: DECLINE_MESSAGES.processing_error,
        },
      };
  }
}
