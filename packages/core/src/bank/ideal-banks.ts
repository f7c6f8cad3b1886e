import type { Bank } from './bank.js';

/**
 * Dutch iDEAL banks: the `payment_method_data[ideal][bank]` values the API accepts, the names the
 * Payment Element shows, and the BIC a payment method reports for each.
 */
export const IDEAL_BANKS: readonly Bank[] = [
  { id: 'abn_amro', name: 'ABN AMRO', bic: 'ABNANL2A' },
  { id: 'asn_bank', name: 'ASN Bank', bic: 'ASNBNL21' },
  { id: 'bunq', name: 'bunq', bic: 'BUNQNL2A' },
  { id: 'ing', name: 'ING', bic: 'INGBNL2A' },
  { id: 'knab', name: 'Knab', bic: 'KNABNL2H' },
  { id: 'n26', name: 'N26', bic: 'NTSBDEB1' },
  { id: 'nn', name: 'Nationale-Nederlanden', bic: 'NNBANL2G' },
  { id: 'rabobank', name: 'Rabobank', bic: 'RABONL2U' },
  { id: 'regiobank', name: 'RegioBank', bic: 'RBRBNL21' },
  { id: 'revolut', name: 'Revolut', bic: 'REVOLT21' },
  { id: 'sns_bank', name: 'SNS', bic: 'SNSBNL2A' },
  { id: 'triodos_bank', name: 'Triodos Bank', bic: 'TRIONL2U' },
  { id: 'van_lanschot', name: 'Van Lanschot Kempen', bic: 'FVLBNL22' },
  { id: 'yoursafe', name: 'Yoursafe', bic: 'BITSNL2A' },
];
