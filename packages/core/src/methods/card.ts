import type { MethodDescriptor } from './types.js';

/** Cards: authorized at once, after a 3-D Secure challenge (a hosted test page) when the card asks for one. */
export const card: MethodDescriptor = {
  type: 'card',
  flow: 'card',
  countries: null,
  currencies: null,
  reusable: true,
  fields: [
    { kind: 'card_details', apiPath: 'card' },
    { kind: 'billing_address', apiPath: 'billing_details[address]' },
  ],
  mandate: null,
  nextAction: 'three_d_secure',
  settlement: 'immediate',
  testOutcomes: [
    { input: { field: 'card_number', value: '4242424242424242' }, status: 'succeeded' },
    {
      input: { field: 'card_number', value: '4000000000000002' },
      status: 'requires_payment_method',
      code: 'card_declined',
    },
    { input: { page: 'three_d_secure', button: 'Complete' }, status: 'succeeded' },
    {
      input: { page: 'three_d_secure', button: 'Fail' },
      status: 'requires_payment_method',
      code: 'payment_intent_authentication_failure',
    },
  ],
  display: { label: 'method.card', icon: { kind: 'glyph', glyph: 'card' } },
};
