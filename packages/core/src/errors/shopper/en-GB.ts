import type { ShopperErrorTexts } from './en.js';

/**
 * British English: the reference catalogue with British words and spellings (postcode, expiry
 * date, organisation). Australia, Ireland, India, New Zealand and Singapore read it too.
 * Its field errors and card declines, as the shopper reads them.
 */
export const SHOPPER_ERRORS_EN_GB: Partial<ShopperErrorTexts> = {
  'error.incomplete_expiry': "Your card's expiry date is incomplete.",
  'error.invalid_expiry_month': "Your card's expiry month is invalid.",
  'error.invalid_expiry_year': "Your card's expiry year is invalid.",
  'error.invalid_expiry_year_past': "Your card's expiry year is in the past.",
  'error.invalid_expiry_month_past': "Your card's expiry date is in the past.",
  'error.incomplete_postal_code': 'Your postcode is incomplete.',
  'error.invalid_postal_code': 'Your postcode is invalid.',
  'error.incomplete_organization_name': 'Your organisation name is incomplete.',
  'error.card_number_in_postal_code_field':
    'Your postcode looks like a card number. Please enter your postcode.',
  'error.postal_code_recollection_required_check_failed':
    'Your postcode did not match. Please enter it again.',
  'error.postal_code_recollection_required_missing_required_postal_code': 'Please enter your postcode.',
};
