import { LINK_CLIENT_ERRORS, LINK_ERRORS } from '@payframe/core';
import { ApiError, invalidRequest } from '../kernel/errors.js';
import { CODE_MAX_ATTEMPTS } from './one-time-code.js';

/**
 * The errors of the consumer API. A 401 `consumer_session_credentials_invalid` tells the
 * wallet to extend its session once and retry; a 403 means "not logged in" (docs/link.md#calls).
 */
export const consumerErrors = {
  notLoggedIn: () => new ApiError(403, { type: 'invalid_request_error', message: LINK_CLIENT_ERRORS.LJS002 }),
  credentialsInvalid: () =>
    new ApiError(401, {
      type: 'invalid_request_error',
      code: 'consumer_session_credentials_invalid',
      message: LINK_ERRORS.consumer_session_credentials_invalid,
    }),
  sessionExpired: () =>
    new ApiError(403, {
      type: 'invalid_request_error',
      code: 'consumer_session_expired',
      message: LINK_ERRORS.consumer_session_expired,
    }),
  notVerified: () =>
    new ApiError(403, {
      type: 'invalid_request_error',
      code: 'consumer_verification_required',
      message: LINK_CLIENT_ERRORS.LJS005,
    }),
  noActiveVerification: () =>
    invalidRequest(
      'There is no verification in progress for this session. Start one first.',
      'type',
      'consumer_verification_not_started',
    ),
  tooManyCodes: () =>
    new ApiError(429, {
      type: 'invalid_request_error',
      code: 'rate_limit_exceeded',
      message: 'Too many codes were sent to this account. Please wait a while and try again.',
    }),
  codeMissing: () => invalidRequest('Missing required param: code.', 'code', 'parameter_missing'),
  codeInvalid: (remaining: number) =>
    invalidRequest(
      `The code is incorrect. ${remaining} ${remaining === 1 ? 'try' : 'tries'} left.`,
      'code',
      'consumer_verification_code_invalid',
    ),
  codeExpired: () =>
    invalidRequest(
      'The code has expired. Please request a new one.',
      'code',
      'consumer_verification_expired',
    ),
  codeLocked: () =>
    invalidRequest(
      `The code was entered incorrectly ${CODE_MAX_ATTEMPTS} times. Please request a new one.`,
      'code',
      'consumer_verification_max_attempts_exceeded',
    ),
  passkeysUnavailable: () =>
    invalidRequest(LINK_ERRORS.passkey_none_available, 'type', 'consumer_passkeys_unavailable'),
  passkeyNoSession: () =>
    invalidRequest(
      LINK_ERRORS.passkey_no_matching_verification_session,
      'type',
      'consumer_verification_not_started',
    ),
  passkeyNoChallenge: () =>
    invalidRequest(
      LINK_ERRORS.passkey_no_challenge,
      'webauthn_credential_data',
      'consumer_passkey_challenge_missing',
    ),
  passkeyRejected: () =>
    invalidRequest(LINK_ERRORS.passkey_unknown_error, 'webauthn_credential_data', 'consumer_passkey_invalid'),
  noPhone: () =>
    invalidRequest('This Link account has no phone number to send a code to.', 'type', 'consumer_no_phone'),
  emailTaken: () =>
    invalidRequest(
      'A Link account already exists for this email address. Sign in instead.',
      'email_address',
      'consumer_already_exists',
    ),
  tooMany: (what: string) =>
    invalidRequest(`This Link account has too many saved ${what}.`, undefined, 'rate_limit_exceeded'),
  noDetailsId: () => invalidRequest(LINK_ERRORS.no_payment_details_id, 'id', 'parameter_missing'),
  detailsMissing: (id: string, param = 'id') =>
    invalidRequest(`No such payment details: '${id}'`, param, 'resource_missing', 404),
  addressMissing: () => invalidRequest(LINK_ERRORS.shipping_address_not_found, 'id', 'resource_missing', 404),
};
