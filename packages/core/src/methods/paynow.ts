import { QR_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** PayNow: Singapore's bank transfers, paid by scanning a QR code in a banking app (the hosted test page in test mode). */
export const paynow: MethodDescriptor = {
  type: 'paynow',
  flow: 'qr',
  countries: ['SG'],
  currencies: ['sgd'],
  reusable: false,
  fields: [],
  mandate: null,
  nextAction: 'qr',
  settlement: 'immediate',
  testOutcomes: QR_TEST_OUTCOMES,
  automatic: false,
  display: {
    label: 'method.paynow',
    icon: { kind: 'badge', text: 'PN', background: '#7C2A87', color: '#FFFFFF' },
  },
};
