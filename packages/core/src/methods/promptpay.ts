import { QR_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** PromptPay: Thailand's bank transfers, paid by scanning a QR code in a banking app (the hosted test page in test mode). */
export const promptpay: MethodDescriptor = {
  type: 'promptpay',
  flow: 'qr',
  countries: ['TH'],
  currencies: ['thb'],
  reusable: false,
  fields: [],
  mandate: null,
  nextAction: 'qr',
  settlement: 'immediate',
  testOutcomes: QR_TEST_OUTCOMES,
  automatic: false,
  display: {
    label: 'method.promptpay',
    icon: { kind: 'badge', text: 'PP', background: '#1B3F73', color: '#FFFFFF' },
  },
};
