import { QR_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** WeChat Pay: the shopper scans a QR code with the WeChat app and pays there (the code opens the hosted test page in test mode). */
export const wechatPay: MethodDescriptor = {
  type: 'wechat_pay',
  flow: 'qr',
  countries: null,
  currencies: ['cny', 'aud', 'cad', 'eur', 'gbp', 'hkd', 'jpy', 'sgd', 'usd', 'dkk', 'nok', 'sek', 'chf'],
  reusable: false,
  fields: [],
  mandate: null,
  nextAction: 'qr',
  settlement: 'immediate',
  testOutcomes: QR_TEST_OUTCOMES,
  automatic: false,
  display: {
    label: 'method.wechat_pay',
    icon: { kind: 'badge', text: 'WP', background: '#09B83E', color: '#FFFFFF' },
  },
};
