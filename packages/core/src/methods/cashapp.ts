import { QR_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/**
 * Cash App Pay: the shopper scans a QR code with Cash App (or, on a phone, is sent to the app)
 * and approves there. It can be set up for later payments: the shopper approves a mandate in
 * the app the same way.
 */
export const cashapp: MethodDescriptor = {
  type: 'cashapp',
  flow: 'qr',
  countries: ['US'],
  currencies: ['usd'],
  reusable: true,
  fields: [],
  mandate: null,
  nextAction: 'qr',
  settlement: 'immediate',
  testOutcomes: QR_TEST_OUTCOMES,
  automatic: false,
  display: {
    label: 'method.cashapp',
    icon: { kind: 'badge', text: 'CA', background: '#00D64F', color: '#FFFFFF' },
  },
};
