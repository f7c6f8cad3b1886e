import { SHOPPER_ERRORS_EN_GB } from '@payframe/core/shopper-errors/en-GB';
import { type Catalogue, EN } from './en.js';

/**
 * British English: the reference catalogue with British words and spellings (postcode, expiry
 * date, organisation). Australia, Ireland, India, New Zealand and Singapore read it too.
 */
export const EN_GB: Catalogue = {
  ...EN,
  'card.expiry': 'Expiry date',
  'address.line2Placeholder': 'Flat, suite, unit, building, floor, etc.',
  'address.organization': 'Organisation name',
  'address.postal': 'Postcode',
  'address.neighborhood': 'Neighbourhood',
  'saved.zip': 'Postcode',
  'saved.expiryInvalid': "Your card's expiry date is invalid.",
  'issuing.expiry': 'Expiry date',
  'acss.schedule.sporadic': 'As needed, when you authorise each debit',
  ...SHOPPER_ERRORS_EN_GB,
};
