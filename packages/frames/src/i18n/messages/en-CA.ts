import { SHOPPER_ERRORS_EN_CA } from '@payframe/core/shopper-errors/en-CA';
import { type Catalogue, EN } from './en.js';

/** Canadian English: American words (postal code, ZIP) with Canadian spellings. */
export const EN_CA: Catalogue = {
  ...EN,
  'card.expiry': 'Expiry date',
  'address.neighborhood': 'Neighbourhood',
  'saved.expiryInvalid': "Your card's expiry date is invalid.",
  'issuing.expiry': 'Expiry date',
  ...SHOPPER_ERRORS_EN_CA,
};
