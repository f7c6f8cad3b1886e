import type {
  LinkAuthState,
  LinkConsumer,
  LinkPaymentDetails,
  LinkState,
  WireError,
} from '@payframe/js/protocol';
import {
  type AuthState,
  INITIAL_AUTH_STATE,
  INITIAL_REQUEST_STATES,
  type RequestError,
  type RequestStates,
} from './machines/index.js';
import type { ConsumerSessionWire, LookupAnswer, PaymentDetailsWire } from './wire.js';

/** Type-level equality: the protocol's types and the machines' must not drift apart. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAuthStates: Same<AuthState, LinkAuthState> = true;
const sameRequests: Same<RequestStates, Readonly<LinkState['requests']>> = true;
void sameAuthStates;
void sameRequests;

/** The state of a group before any Link call: nobody known, every request NONE. */
export function initialLinkState(): LinkState {
  return {
    available: null,
    authState: INITIAL_AUTH_STATE,
    email: null,
    emailSource: null,
    consumer: null,
    verification: null,
    requests: { ...INITIAL_REQUEST_STATES },
    paymentDetails: [],
    oneClickAutofill: false,
  };
}

/** The error as the frames show it: the wire error's type, code and message only. */
export function shownError(error: WireError): RequestError {
  return error.code
    ? { type: error.type, code: error.code, message: error.message }
    : { type: error.type, message: error.message };
}

/** What of a consumer session the frames may see (no client secret). */
export function consumerFrom(
  session: ConsumerSessionWire,
  answer?: Pick<LookupAnswer, 'settings'>,
): LinkConsumer {
  return {
    email: session.email_address,
    redactedPhone: session.redacted_formatted_phone_number ?? session.redacted_phone_number ?? null,
    phoneCountry: session.phone_number_country ?? null,
    phone: session.unredacted_phone_number ?? null,
    hasPasskey: answer?.settings?.has_passkey === true,
    // An older answer without the list takes cards only.
    bankEnabled: session.support_payment_details_types?.includes('BANK_ACCOUNT') === true,
    verificationSessions: session.verification_sessions.map(({ type, state }) => ({ type, state })),
  };
}

/** A session verified by a code or passkey (docs/link.md: only VERIFIED sessions count when logging in). */
export function isVerified(session: Pick<ConsumerSessionWire, 'verification_sessions'>): boolean {
  return session.verification_sessions.some((v) => v.state === 'VERIFIED');
}

export function paymentDetailsFrom(details: PaymentDetailsWire): LinkPaymentDetails {
  const card = details.card_details;
  const bank = details.type === 'BANK_ACCOUNT' ? details.bank_account_details : undefined;
  return {
    id: details.id,
    type: details.type,
    isDefault: details.is_default === true,
    nickname: details.nickname ?? null,
    state: details.state ?? null,
    card: card
      ? {
          brand: card.brand,
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
          networks: card.networks ?? [],
          preferredNetwork: card.preferred_network ?? null,
          cvcCheck: card.checks?.cvc_check ?? null,
          postalCodeCheck: card.checks?.address_postal_code_check ?? null,
        }
      : null,
    bank: bank
      ? {
          bankName: bank.bank_name,
          last4: bank.last4,
          accountType: bank.account_type,
          instantDebitsEligible: bank.is_instant_debits_eligible === true,
        }
      : null,
    billingAddress: (details.billing_address as Record<string, string | null> | undefined) ?? null,
    billingEmail: details.billing_email_address ?? null,
  };
}

/** `jenny@example.com` -> `j***@example.com`: where an e-mail code went, as the shopper sees it. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : email;
}
