import { EXPIRING_QR_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/**
 * Pix: Brazil's instant payments, paid by scanning a QR code (or copying its text) in a banking
 * app before the code expires (the hosted test page in test mode).
 */
export const pix: MethodDescriptor = {
  type: 'pix',
  flow: 'qr',
  countries: ['BR'],
  currencies: ['brl'],
  reusable: false,
  fields: [],
  mandate: null,
  nextAction: 'qr',
  settlement: 'immediate',
  testOutcomes: EXPIRING_QR_TEST_OUTCOMES,
  automatic: false,
  display: {
    label: 'method.pix',
    icon: { kind: 'badge', text: 'PIX', background: '#32BCAD', color: '#FFFFFF' },
  },
};
