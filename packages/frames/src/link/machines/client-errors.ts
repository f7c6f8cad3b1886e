import type { PayframeError } from '@payframe/core/form';
import { LINK_CLIENT_ERRORS, type LinkClientErrorCode } from '@payframe/core/link-errors';

/**
 * The Link client error codes of docs/link.md#errors (LJS001..LJS007), by what they mean. The
 * messages live once, in the core catalogue, so the frames and the server say the same words.
 */
export const CLIENT_ERROR_CODES = {
  unsupportedRequestSurface: 'LJS001',
  consumerNotLoggedIn: 'LJS002',
  noCredentialsForEmail: 'LJS003',
  missingActiveConsumerSession: 'LJS004',
  missingActiveVerification: 'LJS005',
  invalidAuthStateTransition: 'LJS006',
  invalidParamsOrContext: 'LJS007',
} as const satisfies Record<string, LinkClientErrorCode>;

export type { LinkClientErrorCode };

/** A Link client error: the Stripe.js error shape with a code of the table above. */
export interface LinkClientError extends PayframeError {
  type: 'link_error';
  code: LinkClientErrorCode;
  message: (typeof LINK_CLIENT_ERRORS)[LinkClientErrorCode];
}

export function clientError(code: LinkClientErrorCode): LinkClientError {
  return { type: 'link_error', code, message: LINK_CLIENT_ERRORS[code] };
}
