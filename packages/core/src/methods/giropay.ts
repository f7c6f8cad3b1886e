import { NAME_FIELD } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** giropay: German online banking. Paid at the bank after a redirect (the hosted test page in test mode). */
export const giropay: MethodDescriptor = {
  type: 'giropay',
  flow: 'redirect',
  currencies: ['eur'],
  reusable: false,
  fields: [NAME_FIELD],
};
