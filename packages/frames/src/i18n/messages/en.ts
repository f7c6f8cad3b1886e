import { FIELD_ERRORS, type FieldErrorCode } from '@payframe/core/form';

/**
 * The English messages of the frames, keyed by message id: the reference catalogue every
 * other locale is checked against. Field errors come from core's FIELD_ERRORS (ids
 * `error.<code>`), so no error message is typed twice.
 */
export const UI_EN = {
  'picker.label': 'Payment method',
  'picker.more': 'More',
  'picker.moreLabel': 'More payment methods',
  loading: 'Loading payment form',
  'method.card': 'Card',
  'method.sepa_debit': 'SEPA Debit',
  'method.ideal': 'iDEAL',
  'card.number': 'Card number',
  'card.numberPlaceholder': '1234 1234 1234 1234',
  'card.expiry': 'Expiration date',
  'card.expiryPlaceholder': 'MM / YY',
  'card.cvc': 'Security code',
  'card.cvcPlaceholder': 'CVC',
  'card.cvcPlaceholderAmex': 'CVC (4 digits)',
  'billing.title': 'Billing address',
  'billing.name': 'Full name',
  'billing.namePlaceholder': 'First and last name',
  'billing.email': 'Email',
  'billing.emailPlaceholder': 'you@example.com',
  'billing.phone': 'Phone number',
  'billing.sameAsShipping': 'Billing address is same as shipping',
  'address.country': 'Country',
  'address.line1': 'Address line 1',
  'address.line1Placeholder': 'Street address',
  'address.line2': 'Address line 2',
  'address.line2Placeholder': 'Apartment, suite, unit, building, floor, etc.',
  'address.firstName': 'First name',
  'address.lastName': 'Last name',
  'address.organization': 'Organization name',
  'address.suggestions': 'Address suggestions',
  'address.saved': 'Saved addresses',
  'address.addNew': '+ Add new address',
  'address.useSaved': '← Use a saved address',
  'address.edit': 'Edit',
  'address.remove': 'Remove',
  'address.removeConfirm': 'Remove this address?',
  'address.cancel': 'Cancel',
  'address.optional': '{label} (optional)',
  'address.select': 'Select',
  'address.postal': 'Postal code',
  'address.zip': 'ZIP code',
  'address.eircode': 'Eircode',
  'address.pin': 'PIN code',
  'address.area': 'Area',
  'address.county': 'County',
  'address.department': 'Department',
  'address.district': 'District',
  'address.do_si': 'Province',
  'address.emirate': 'Emirate',
  'address.island': 'Island',
  'address.oblast': 'Region',
  'address.parish': 'Parish',
  'address.prefecture': 'Prefecture',
  'address.province': 'Province',
  'address.state': 'State',
  'address.city': 'City',
  'address.post_town': 'Town or city',
  'address.suburb': 'Suburb',
  'address.neighborhood': 'Neighborhood',
  'address.village_township': 'Village or township',
  'address.townland': 'Townland',
  'sepa.name': 'Full name',
  'sepa.namePlaceholder': 'Jenny Rosen',
  'sepa.email': 'Email',
  'sepa.iban': 'IBAN',
  'sepa.merchantFallback': 'the merchant',
  'sepa.mandate':
    'By providing your payment information and confirming this payment, you authorise (A) {merchant} and Payframe, our payment service provider, to send instructions to your bank to debit your account and (B) your bank to debit your account in accordance with those instructions. As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. A refund must be claimed within 8 weeks starting from the date on which your account was debited.',
  'ideal.bank': 'iDEAL Bank',
  'ideal.selectBank': 'Select bank',
  'ideal.redirect': 'After submission, you will be redirected to securely complete next steps.',
  'saved.title': 'Saved',
  'saved.edit': 'Edit',
  'saved.done': 'Done',
  'saved.default': 'Default',
  'saved.cardLabel': '{brand} ending in {last4}',
  'saved.cvcHint': "Please re-enter your card's security code.",
  'saved.new': '+ New payment method',
  'saved.save': 'Save payment details for future purchases',
  'saved.removeTitle': 'Remove this card?',
  'saved.removeText': '{card} will be removed from your saved payment methods.',
  'saved.cancel': 'Cancel',
  'saved.remove': 'Remove',
  'saved.removeCard': 'Remove card',
  'saved.saveChanges': 'Save',
  'saved.zip': 'ZIP',
  'saved.setDefault': 'Set as default payment method',
  'saved.expiryInvalid': "Your card's expiration date is invalid.",
} as const;

export type UiMessageId = keyof typeof UI_EN;
export type ErrorMessageId = `error.${FieldErrorCode}`;
export type MessageId = UiMessageId | ErrorMessageId;
/** A complete catalogue: every id of the English one (the compiler checks each locale). */
export type Catalogue = Readonly<Record<MessageId, string>>;
export type ErrorCatalogue = Readonly<Record<ErrorMessageId, string>>;

const ERRORS_EN = Object.fromEntries(
  Object.entries(FIELD_ERRORS).map(([code, message]) => [`error.${code}`, message]),
) as ErrorCatalogue;

export const EN: Catalogue = { ...UI_EN, ...ERRORS_EN };
