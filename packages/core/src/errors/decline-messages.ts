/** English messages for the card decline codes a shopper can meet (the public Stripe wording). */
export const DECLINE_MESSAGES = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  lost_card: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  fraudulent: 'Your card was declined.',
  card_velocity_exceeded:
    'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  invalid_cvc: "Your card's security code is invalid.",
  incorrect_zip: "Your card's postal code is incorrect.",
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  incorrect_number: 'Your card number is incorrect.',
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  authentication_required: 'Your card was declined. This transaction requires authentication.',
} as const;

export type DeclineCode = keyof typeof DECLINE_MESSAGES;

/** The shopper's message for a decline code; unknown codes read as a generic decline. */
export function declineMessage(declineCode: string): string {
  return Object.hasOwn(DECLINE_MESSAGES, declineCode)
    ? DECLINE_MESSAGES[declineCode as DeclineCode]
    : DECLINE_MESSAGES.generic_decline;
}
