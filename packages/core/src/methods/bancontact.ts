import { NAME_FIELD } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** Bancontact: Belgian cards and banking apps. Paid at the bank after a redirect (the hosted test page in test mode). */
export const bancontact: MethodDescriptor = {
  type: 'bancontact',
  flow: 'redirect',
  currencies: ['eur'],
  reusable: false,
  fields: [NAME_FIELD],
};
