import { type Catalogue, EN } from './en.js';

/** Canadian English: American words (postal code, ZIP) with Canadian spellings. */
export const EN_CA: Catalogue = {
  ...EN,
  'card.expiry': 'Expiry date',
  'address.neighborhood': 'Neighbourhood',
  'saved.expiryInvalid': "Your card's expiry date is invalid.",
  'error.incomplete_expiry': "Your card's expiry date is incomplete.",
  'error.invalid_expiry_month': "Your card's expiry month is invalid.",
  'error.invalid_expiry_year': "Your card's expiry year is invalid.",
  'error.invalid_expiry_year_past': "Your card's expiry year is in the past.",
  'error.invalid_expiry_month_past': "Your card's expiry date is in the past.",
  'issuing.expiry': 'Expiry date',
};
