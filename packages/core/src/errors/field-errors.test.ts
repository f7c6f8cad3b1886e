import { describe, expect, it } from 'vitest';
import { fieldError } from './field-error.js';
import { FIELD_ERRORS } from './field-errors.js';

describe('field errors', () => {
  it.each([
    ['incomplete_number', 'Your card number is incomplete.'],
    ['invalid_number', 'Your card number is invalid.'],
    ['incomplete_expiry', "Your card's expiration date is incomplete."],
    ['invalid_expiry_year_past', "Your card's expiration year is in the past."],
    ['invalid_expiry_month_past', "Your card's expiration date is in the past."],
    ['invalid_expiry_year', "Your card's expiration year is invalid."],
    ['incomplete_cvc', "Your card's security code is incomplete."],
    ['invalid_zip', 'Your ZIP is invalid.'],
    ['invalid_postal_code', 'Your postal code is invalid.'],
    ['incomplete_email', 'Your email is incomplete.'],
    ['email_invalid', 'Your email address is invalid.'],
  ] as const)('%s reads %j', (code, message) => {
    expect(FIELD_ERRORS[code]).toBe(message);
  });

  it('carries every input validation code the specs name', () => {
    const codes = Object.keys(FIELD_ERRORS);
    for (const code of [
      'incomplete_email',
      'email_invalid',
      'incomplete_email_autofill',
      'incomplete_name',
      'incomplete_first_name',
      'incomplete_last_name',
      'incomplete_organization_name',
      'incomplete_address',
      'invalid_zip',
      'invalid_postal_code',
      'po_box_prohibited',
      'card_number_in_postal_code_field',
      'card_number_in_name_field',
      'postal_code_recollection_required_check_failed',
      'postal_code_recollection_required_missing_required_postal_code',
      'cvc_recollection_required',
      'incomplete',
      'incomplete_payment_details',
      'modify_bacs_debit_bank_details',
      'sepa_debit_microdeposits_unconfirmed',
      'incomplete_expiry',
      'invalid_expiry_year_past',
      'invalid_expiry_year',
      'invalid_expiry_month_past',
      'incomplete_cvc',
      'invalid_address_view.update',
    ]) {
      expect(codes).toContain(code);
    }
  });

  it('builds the error object with the field as param', () => {
    expect(fieldError('incomplete_cvc', 'cvc')).toEqual({
      type: 'validation_error',
      code: 'incomplete_cvc',
      message: "Your card's security code is incomplete.",
      param: 'cvc',
    });
  });
});
