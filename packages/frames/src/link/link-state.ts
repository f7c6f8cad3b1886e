import type {
  LinkConsumer,
  LinkPaymentDetails,
  LinkRequestName,
  LinkRequestState,
  LinkState,
  WireError,
} from '@payframe/js/protocol';
import type { ConsumerSessionWire, LookupAnswer, PaymentDetailsWire } from './wire.js';

export const LINK_REQUESTS: readonly LinkRequestName[] = [
  'lookup',
  'signUp',
  'logOut',
  'startVerification',
  'confirmVerification',
  'listPaymentDetails',
  'updatePaymentDetails',
  'removePaymentDetails',
  'createPaymentDetails',
  'sharePaymentDetails',
  'confirmLinkIntent',
];

const NONE: LinkRequestState = { status: 'NONE' };

/** The state of a group before any Link call: nobody known, every request NONE. */
export function initialLinkState(): LinkState {
  return {
    available: null,
    authState: 'none',
    email: null,
    emailSource: null,
    consumer: null,
    verification: null,
    requests: Object.fromEntries(LINK_REQUESTS.map((name) => [name, NONE])) as LinkState['requests'],
    paymentDetails: [],
    fromStoredLogin: false,
    error: null,
  };
}

/** The error as the frames show it: the wire error's type, code, message and param only. */
export function shownError(error: WireError): NonNullable<LinkRequestState['error']> {
  const shown: NonNullable<LinkRequestState['error']> = { type: error.type, message: error.message };
  if (error.code) shown.code = error.code;
  if (error.param) shown.param = error.param;
  return shown;
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
    verificationSessions: session.verification_sessions.map(({ type, state }) => ({ type, state })),
  };
}

/** A session verified by a code or passkey (spec 2: only VERIFIED sessions count when logging in). */
export function isVerified(session: Pick<ConsumerSessionWire, 'verification_sessions'>): boolean {
  return session.verification_sessions.some((v) => v.state === 'VERIFIED');
}

export function paymentDetailsFrom(details: PaymentDetailsWire): LinkPaymentDetails {
  const card = details.card_details;
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
    billingAddress: (details.billing_address as Record<string, string | null> | undefined) ?? null,
    billingEmail: details.billing_email_address ?? null,
  };
}

/** `jenny@example.com` -> `j***@example.com`: where an e-mail code went, as the shopper sees it. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : email;
}
