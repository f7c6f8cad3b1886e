import { EMAIL_FIELD, NAME_FIELD } from './fields.js';
import type { MethodDescriptor } from './types.js';

/** SEPA Direct Debit: an IBAN under a mandate; the debit is processing, then settles or fails days later (seconds in test mode). */
export const sepaDebit: MethodDescriptor = {
  type: 'sepa_debit',
  flow: 'bank_debit',
  // Decided by the IBAN's country (any SEPA member), not by the shopper's.
  countries: null,
  currencies: ['eur'],
  reusable: true,
  fields: [NAME_FIELD, EMAIL_FIELD, { kind: 'iban', apiPath: 'sepa_debit[iban]' }, { kind: 'mandate' }],
  mandate: 'sepa.mandate',
  nextAction: 'none',
  settlement: 'can_fail_later',
  testOutcomes: [
    { input: { field: 'iban', value: 'DE89370400440532013000' }, status: 'processing_then_succeeded' },
    { input: { field: 'iban', value: 'AT611904300234573201' }, status: 'processing_then_succeeded' },
    {
      input: { field: 'iban', value: 'DE62370400440532013001' },
      status: 'processing_then_failed',
      code: 'generic_decline',
    },
    {
      input: { field: 'iban', value: 'AT861904300235473202' },
      status: 'processing_then_failed',
      code: 'generic_decline',
    },
  ],
  display: { label: 'method.sepa_debit', icon: { kind: 'glyph', glyph: 'bank' } },
};
