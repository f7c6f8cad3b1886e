import { EMAIL_FIELD, NAME_FIELD, VOUCHER_TEST_OUTCOMES } from './fields.js';
import type { MethodDescriptor } from './types.js';

/**
 * Boleto: a Brazilian bank slip the shopper pays at a bank, an ATM or in their bank's app
 * before it expires (the end of the day, São Paulo time). The slip names the payer: their
 * name, e-mail, address and CPF or CNPJ. Stripe's bounds: R$5.00 to R$49,999.99.
 */
export const boleto: MethodDescriptor = {
  type: 'boleto',
  flow: 'voucher',
  countries: ['BR'],
  currencies: ['brl'],
  reusable: false,
  fields: [
    NAME_FIELD,
    EMAIL_FIELD,
    { kind: 'tax_id', apiPath: 'boleto[tax_id]' },
    { kind: 'billing_address', apiPath: 'billing_details[address]' },
  ],
  mandate: null,
  nextAction: 'voucher',
  settlement: 'immediate',
  testOutcomes: VOUCHER_TEST_OUTCOMES,
  display: {
    label: 'method.boleto',
    icon: { kind: 'badge', text: 'B', background: '#1D1D1B', color: '#FFFFFF' },
  },
  amountLimits: { brl: { min: 500, max: 4_999_999 } },
  requires: { billing: ['name', 'email', 'address'], shipping: false },
  voucher: { defaultDays: 3, minDays: 0, maxDays: 60, configurable: true, timeZone: 'America/Sao_Paulo' },
};
