import { p, type z } from '../kernel/params.js';

/** Verification and session types (docs/link.md#entities). */
export const VERIFICATION_TYPES = ['SMS', 'EMAIL', 'WEBAUTHN', 'SIGNUP'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

/** `credentials[consumer_session_client_secret]`, sent with every call of a signed-in wallet. */
export const credentialsParams = p.object({ consumer_session_client_secret: p.string(200) });

/** What the wallet adds to every call; accepted, not kept. */
const surface = {
  request_surface: p.string(100).optional(),
  session_id: p.string(200).optional(),
  stripe_js_id: p.string(200).optional(),
  locale: p.string(35).optional(),
};

const withCredentials = { credentials: credentialsParams.optional(), ...surface };

const cookies = p.object({
  verification_session_client_secrets: p.array(p.string(200)).optional(),
  lifetime: p.string(50).optional(),
});

export const lookupParams = p.object({
  ...surface,
  email_address: p.string(800).optional(),
  email_source: p.string(50).optional(),
  cookies: cookies.optional(),
  amount: p.integer.optional(),
  currency: p.currency.optional(),
  payment_intent: p.string().optional(),
  setup_intent: p.string().optional(),
  on_behalf_of: p.string().optional(),
  transaction_context: p.string().optional(),
  supported_payment_details_types: p.array(p.string(50)).optional(),
});

export const signUpParams = p.object({
  ...surface,
  email_address: p.string(800),
  phone_number: p.string(40),
  legal_name: p.string(500).optional(),
  country: p.string(2).optional(),
  country_inferring_method: p.string(50).optional(),
  amount: p.integer.optional(),
  currency: p.currency.optional(),
  consent_action: p.string(100),
  payment_intent: p.string().optional(),
  setup_intent: p.string().optional(),
  hcaptcha_response: p.string().optional(),
  on_behalf_of: p.string().optional(),
});

export const startVerificationParams = p.object({
  ...withCredentials,
  type: p.oneOf(['SMS', 'EMAIL', 'WEBAUTHN']),
  account_phone_number: p.string(40).optional(),
});

export const confirmVerificationParams = p.object({
  ...withCredentials,
  type: p.oneOf(['SMS', 'EMAIL', 'WEBAUTHN']),
  code: p.string(20).optional(),
  email_address: p.string(800).optional(),
  webauthn_credential_data: p.string().optional(),
});

export const passkeyRegistrationParams = p.object({
  ...withCredentials,
  webauthn_credential_data: p.string(20_000).optional(),
});

export const sessionCallParams = p.object({ ...withCredentials, cookies: cookies.optional() });

/** A wallet address (docs/link.md#entities), as billing or shipping address. */
export const walletAddressParams = p.object({
  name: p.clearable(p.string(500)).optional(),
  line_1: p.clearable(p.string(500)).optional(),
  line_2: p.clearable(p.string(500)).optional(),
  locality: p.clearable(p.string(200)).optional(),
  administrative_area: p.clearable(p.string(200)).optional(),
  postal_code: p.clearable(p.string(40)).optional(),
  country_code: p.clearable(p.string(2)).optional(),
  phone: p.clearable(p.string(40)).optional(),
  phone_country: p.clearable(p.string(2)).optional(),
});
export type WalletAddressInput = z.output<typeof walletAddressParams>;

export const createDetailsParams = p.object({
  ...withCredentials,
  type: p.oneOf(['card', 'bank_account']).optional(),
  card: p
    .object({
      number: p.string(40).optional(),
      exp_month: p.integer.optional(),
      exp_year: p.integer.optional(),
      cvc: p.string(10).optional(),
      preferred_network: p.string(40).optional(),
    })
    .optional(),
  /** A bank account linked through Financial Connections (`type: bank_account`). */
  bank_account: p.object({ financial_connections_account: p.string(200).optional() }).optional(),
  billing_address: walletAddressParams.optional(),
  billing_email_address: p.string(800).optional(),
  is_default: p.boolean.optional(),
  active: p.boolean.optional(),
  nickname: p.string(100).optional(),
});

export const listDetailsParams = p.object({ ...withCredentials, types: p.array(p.string(50)).optional() });

export const updateDetailsParams = p.object({
  ...withCredentials,
  exp_month: p.integer.optional(),
  exp_year: p.integer.optional(),
  preferred_network: p.clearable(p.string(40)).optional(),
  billing_address: walletAddressParams.optional(),
  billing_email_address: p.string(800).optional(),
  nickname: p.clearable(p.string(100)).optional(),
  is_default: p.boolean.optional(),
});

export const deleteParams = p.object({ ...withCredentials, is_automatic: p.boolean.optional() });

/** Sharing a saved card, as a payment method (`share`) or a confirmation token (`share_token`). */
export const shareParams = p.object({
  ...withCredentials,
  /** Optional here so that a missing id gets the wallet's own message. */
  id: p.string(200).optional(),
  payment_method_options: p
    .object({ card: p.object({ cvc: p.string(10).optional() }).optional() })
    .optional(),
  expected_payment_method_type: p.oneOf(['card', 'link', 'us_bank_account']).optional(),
  metadata: p.metadata.optional(),
  allow_redisplay: p.oneOf(['always', 'limited', 'unspecified']).optional(),
  billing_phone: p.string(40).optional(),
  billing_email: p.string(800).optional(),
});

export const createAddressParams = p.object({
  ...withCredentials,
  address: walletAddressParams,
  is_default: p.boolean.optional(),
});

export const updateAddressParams = p.object({
  ...withCredentials,
  address: walletAddressParams.optional(),
  is_default: p.boolean.optional(),
});

export const walletConfigParams = p.object({
  stripe_js_id: p.string(200).optional(),
  referrer_host: p.string(500).optional(),
  top_level_referrer_host: p.string(500).optional(),
  elements_session_id: p.string(200).optional(),
  elements_assignment_id: p.string(200).optional(),
  on_behalf_of: p.string().optional(),
  amount: p.integer.optional(),
  currency: p.currency.optional(),
  request_surface: p.string(100).optional(),
  auth_session_client_secret: p.string(200).optional(),
});

export const outboxParams = p.object({
  email_address: p.string(800).optional(),
  limit: p.integer.optional(),
});
