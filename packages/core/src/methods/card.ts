import type { MethodDescriptor } from './types.js';

export const card: MethodDescriptor = {
  type: 'card',
  flow: 'card',
  currencies: null,
  reusable: true,
  fields: [
    { kind: 'card_details', apiPath: 'card' },
    { kind: 'billing_address', apiPath: 'billing_details[address]' },
  ],
};
