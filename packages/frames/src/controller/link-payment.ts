/**
 * The Link session's payment steps (docs/confirmation.md#link-confirm), called by the controller
 * while it confirms, never by an element frame's `link/action`: a card number only ever travels
 * from the Payment Element to the controller inside `collect/response`.
 *
 * - `signUpAndSave`: the opt-in's sign-up, then the typed card saved as the consumer's default
 *   payment details. Any failure answers null: the caller pays with the plain card instead.
 * - `saveAndShare`: a logged-in consumer's new card saved to their Link, then shared (null on
 *   any failure, with the same fall-back).
 * - `share`: a saved detail shared with the merchant; the payment method to confirm with.
 * - `afterDecline`: after a declined payment with a shared detail, the details are listed again
 *   (the server marked the card FAILED for insufficient_funds).
 */
import { LINK_ERRORS } from '@payframe/core/link-errors';
import type { WireError } from '@payframe/js/protocol';
import { paymentDetailsFrom } from '../link/link-state.js';
import type { WalletAddressWire } from '../link/wire.js';
import type { LinkSessionCore } from './link-wallet-calls.js';

/** What the payment steps may use of the Link session. */
export interface LinkPort {
  /** The client, the state and each call's request state (`track`). */
  core: LinkSessionCore;
  /** The sign-up of the `signUp` action; true when the account was made. */
  signUp(input: SignUpFields): Promise<boolean>;
  listPaymentDetails(): Promise<void>;
}

export interface SignUpFields {
  email: string;
  phone: string;
  country: string;
  legalName?: string;
  consentAction: string;
}

/** The card of a card form's `payment_method_data`, as consumers/payment_details create takes it. */
export function cardFromData(data: Record<string, any>): {
  card: { number: string; exp_month: number; exp_year: number; cvc?: string };
  billing: WalletAddressWire;
} | null {
  const card = data.card;
  if (data.type !== 'card' || !card || typeof card.number !== 'string') return null;
  const address = data.billing_details?.address ?? {};
  const billing: WalletAddressWire = {};
  if (data.billing_details?.name) billing.name = data.billing_details.name;
  if (address.line1) billing.line_1 = address.line1;
  if (address.line2) billing.line_2 = address.line2;
  if (address.city) billing.locality = address.city;
  if (address.state) billing.administrative_area = address.state;
  if (address.postal_code) billing.postal_code = address.postal_code;
  if (address.country) billing.country_code = address.country;
  return {
    card: {
      number: card.number,
      exp_month: Number(card.exp_month),
      exp_year: Number(card.exp_year),
      ...(card.cvc ? { cvc: String(card.cvc) } : {}),
    },
    billing,
  };
}

/** The consent a ticked opt-in box gives (docs/link.md#validation: sign-up needs one). */
export const OPT_IN_CONSENT = 'checkbox_v0';

/**
 * Signs the shopper up and saves the typed card as their default details, then shares it.
 * Answers the payment method id to confirm with, or null to fall back to the plain card
 * (docs/confirmation.md#link-confirm: sign-up or payment-detail creation errored, details missing, the
 * consumer API errored).
 */
export async function signUpAndSave(
  port: LinkPort,
  fields: Omit<SignUpFields, 'consentAction'>,
  data: Record<string, any>,
): Promise<string | null> {
  const typed = cardFromData(data);
  if (!typed || !fields.email || !fields.phone) return null;
  if (!(await port.signUp({ ...fields, consentAction: OPT_IN_CONSENT }))) return null;
  return saveAndShare(port, data, true, fields.email);
}

/** Saves the typed card to the signed-in consumer's Link and shares it; null on any failure. */
export async function saveAndShare(
  port: LinkPort,
  data: Record<string, any>,
  isDefault: boolean,
  billingEmail?: string,
): Promise<string | null> {
  const { core } = port;
  const typed = cardFromData(data);
  const email = billingEmail ?? core.state.consumer?.email ?? core.state.email;
  if (!typed || !email) return null;
  const created = await core.track('createPaymentDetails', () =>
    core.client.createPaymentDetails({
      card: typed.card,
      billing_address: typed.billing,
      billing_email_address: email,
      is_default: isDefault,
      active: true,
    }),
  );
  if (!created.ok) return null;
  const details = paymentDetailsFrom(created.body.redacted_payment_details);
  // One default at a time, as the server keeps it.
  const others = core.state.paymentDetails.map((d) => (details.isDefault ? { ...d, isDefault: false } : d));
  core.update({ paymentDetails: [...others, details] });
  // A card typed in the Payment Element passes through as a card payment method.
  const shared = await share(port, details.id, () => 'card');
  return 'paymentMethod' in shared ? shared.paymentMethod : null;
}

/**
 * consumers/payment_details/share: the payment method a saved detail pays with. The spec names
 * no request state of its own for it: the caller counts it in `confirmLinkIntent`.
 */
export async function share(
  port: LinkPort,
  id: string,
  as: (detail: { bank: boolean }) => 'card' | 'us_bank_account' | 'link',
): Promise<{ paymentMethod: string } | { error: WireError }> {
  if (!id) return { error: { type: 'invalid_request_error', message: LINK_ERRORS.no_payment_details_id } };
  const { core } = port;
  const detail = core.state.paymentDetails.find((d) => d.id === id);
  const result = await core.client.sharePaymentDetails({
    id,
    // docs/link.md#the-link-payment-method: card, bank-verified US bank account, or link.
    expectedPaymentMethodType: as({ bank: Boolean(detail?.bank) }),
    billingEmail: detail?.billingEmail ?? core.state.consumer?.email ?? undefined,
  });
  const pm = result.ok ? result.body.payment_method?.id : undefined;
  if (result.ok && typeof pm === 'string') return { paymentMethod: pm };
  // docs/link.md#errors: an expired session and any other share failure have messages of their own.
  const expired = !result.ok && result.error.code === 'consumer_session_expired';
  return {
    error: {
      type: result.ok ? 'api_error' : result.error.type,
      code: expired ? 'consumer_session_expired' : 'share_payment_details_failed',
      message: expired ? LINK_ERRORS.consumer_session_expired : LINK_ERRORS.share_payment_details_failed,
    },
  };
}

/** Errors worth one more confirm with the same shared card: the request, not the card, failed. */
export function isRetryable(error: WireError): boolean {
  if (error.type === 'card_error' || error.decline_code) return false;
  return (
    error.type === 'api_connection_error' ||
    error.type === 'api_error' ||
    error.type === 'rate_limit_error' ||
    error.code === 'lock_timeout' ||
    error.code === 'rate_limit'
  );
}

/** After a decline with a shared detail: the server's FAILED mark is read back into the list. */
export async function afterDecline(port: LinkPort, error: WireError): Promise<void> {
  if (error.decline_code === 'insufficient_funds') await port.listPaymentDetails();
}
