/** The Link (one-click wallet) client errors of docs/link.md#errors and docs/confirmation.md#errors. */
export const LINK_CLIENT_ERRORS = {
  LJS001: 'Unsupported request surface',
  LJS002: 'Consumer not logged in',
  LJS003: 'No credentials for email',
  LJS004: 'Missing active consumer session',
  LJS005: 'Missing active verification',
  LJS006: 'Invalid authentication state transition',
  LJS007: 'Invalid params or context for action',
} as const;

export type LinkClientErrorCode = keyof typeof LINK_CLIENT_ERRORS;

/** Other Link errors and messages (docs/link.md#validation, docs/link.md#errors, docs/confirmation.md#errors). */
export const LINK_ERRORS = {
  consumer_api_error: 'The Link service answered with an error.',
  consumer_session_credentials_invalid: 'The Link session credentials are invalid.',
  consumer_session_expired: 'Your Link session has expired. Please sign in again.',
  share_payment_details_failed: 'Your Link payment details could not be shared with the merchant.',
  consumer_not_found: 'Consumer not found',
  no_consumer_session: 'Cannot start verification without an existing consumer session',
  no_payment_details_id: 'No payment details id found during sharePaymentDetails',
  link_api_client_not_initialized: 'LinkApiClient has not been initialized',
  shipping_address_not_found: 'Could not find expected shipping address by id',
  intent_id_missing: 'Intent id not populated in non-deferred intent',
  link_generic_decline: 'Your card was declined. Please choose another card in Link or pay another way.',
  passkey_iframe_not_focused: 'The passkey prompt needs the Link window to be focused.',
  passkey_user_cancelled: 'The passkey prompt was cancelled.',
  passkey_request_pending: 'A passkey request is already pending.',
  passkey_unknown_error: 'The passkey could not be used.',
  passkey_no_matching_verification_session: 'No matching verification session was found.',
  passkey_not_webauthn_session: 'The verification session is not a WebAuthn session.',
  passkey_no_challenge: 'No challenge is attached to the verification session.',
  passkey_none_available: 'No passkeys are available for this account.',
  passkey_no_credential_parameters: 'start_verification returned no usable passkey credential parameters.',
  rate_limit_exceeded: 'Too many requests. Please wait a moment and try again.',
} as const;

export type LinkErrorCode = keyof typeof LINK_ERRORS;
