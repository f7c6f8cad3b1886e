import type { MethodDescriptor } from './types.js';

export const sepaDebit: MethodDescriptor = {
  type: 'sepa_debit',
  flow: 'bank_debit',
  currencies: ['eur'],
  reusable: true,
  fields: [
    { kind: 'name', apiPath: 'billing_details[name]' },
    { kind: 'email', apiPath: 'billing_details[email]' },
    { kind: 'iban', apiPath: 'sepa_debit[iban]' },
    { kind: 'mandate' },
  ],
};
