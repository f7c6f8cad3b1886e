import { hostedVerificationUrl, type Verification } from './verification.js';

/** `next_action.verify_with_microdeposits`: when the deposits land, the hosted page, and their kind. */
export function microdepositsNextAction(publicUrl: string, verification: Verification) {
  return {
    type: 'verify_with_microdeposits' as const,
    verify_with_microdeposits: {
      arrival_date: verification.data.arrival_date,
      hosted_verification_url: hostedVerificationUrl(publicUrl, verification),
      microdeposit_type: verification.data.microdeposit_type,
    },
  };
}
