/**
 * The field errors a shopper sees (Stripe.js type `validation_error`; the spec calls them
 * input validation error codes), with their English messages. The frames show these and the
 * tests import them, so no message is typed twice.
 */
export const FIELD_ERRORS = {
  incomplete_number: 'Your card number is incomplete.',
  invalid_number: 'Your card number is invalid.',
  card_brand_not_allowed: 'Your card brand is not accepted here. Please use a different card.',
  incomplete_expiry: "Your card's expiration date is incomplete.",
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  invalid_expiry_year_past: "Your card's expiration year is in the past.",
  invalid_expiry_month_past: "Your card's expiration date is in the past.",
  incomplete_cvc: "Your card's security code is incomplete.",
  invalid_cvc: "Your card's security code is invalid.",
  incomplete_zip: 'Your ZIP is incomplete.',
  incomplete_postal_code: 'Your postal code is incomplete.',
  invalid_zip: 'Your ZIP is invalid.',
  invalid_postal_code: 'Your postal code is invalid.',
  incomplete_address: 'Your address is incomplete.',
  po_box_prohibited: 'PO boxes are not accepted for this address.',
  country_not_allowed: 'Addresses in this country are not accepted.',
  incomplete_name: 'Your name is incomplete.',
  incomplete_first_name: 'Your first name is incomplete.',
  incomplete_last_name: 'Your last name is incomplete.',
  incomplete_organization_name: 'Your organization name is incomplete.',
  card_number_in_name_field: 'Your name looks like a card number. Please enter the name on your card.',
  card_number_in_postal_code_field:
    'Your postal code looks like a card number. Please enter your postal code.',
  incomplete_phone_number: 'Your phone number is incomplete.',
  invalid_phone_number: 'Your phone number is invalid.',
  incomplete_email: 'Your email is incomplete.',
  email_invalid: 'Your email address is invalid.',
  incomplete_email_autofill: 'Your email is incomplete. Please check the email your browser filled in.',
  incomplete_iban: 'Your IBAN is incomplete.',
  invalid_iban: 'Your IBAN is invalid.',
  invalid_iban_country_code: 'Your IBAN has an invalid country code.',
  incomplete_au_bank_account_bsb: 'The BSB you entered is incomplete.',
  invalid_au_bank_account_bsb: 'The BSB you entered is invalid.',
  incomplete_au_bank_account_number: 'The account number you entered is incomplete.',
  invalid_au_bank_account_number: 'The account number you entered is invalid.',
  incomplete_tax_id: 'Your CPF/CNPJ is incomplete.',
  invalid_tax_id: 'Your CPF/CNPJ is invalid.',
  incomplete_blik_code: 'Your BLIK code is incomplete.',
  invalid_blik_code: 'Your BLIK code is invalid.',
  incomplete: 'The payment was cancelled.',
  incomplete_payment_details: 'Your payment details are incomplete.',
  modify_bacs_debit_bank_details:
    'Please check your bank details and confirm the Direct Debit mandate again.',
  sepa_debit_microdeposits_unconfirmed: 'Please confirm your SEPA Direct Debit details before paying.',
  postal_code_recollection_required_check_failed: 'Your postal code did not match. Please enter it again.',
  postal_code_recollection_required_missing_required_postal_code: 'Please enter your postal code.',
  cvc_recollection_required: "Please enter your card's security code again.",
  'invalid_address_view.update': 'This saved billing address cannot be edited here.',
} as const;

export type FieldErrorCode = keyof typeof FIELD_ERRORS;
