import type { ShopperErrorTexts } from './en.js';

/** Canadian English: American words (postal code, ZIP) with Canadian spellings. */
export const SHOPPER_ERRORS_EN_CA: Partial<ShopperErrorTexts> = {
  'error.incomplete_expiry': "Your card's expiry date is incomplete.",
  'error.invalid_expiry_month': "Your card's expiry month is invalid.",
  'error.invalid_expiry_year': "Your card's expiry year is invalid.",
  'error.invalid_expiry_year_past': "Your card's expiry year is in the past.",
  'error.invalid_expiry_month_past': "Your card's expiry date is in the past.",
};
