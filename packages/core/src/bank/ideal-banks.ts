import type { Bank } from './bank.js';

/** Dutch iDEAL banks (spec 3 section 3), as `payment_method_data[ideal][bank]` values. */
export const IDEAL_BANKS: readonly Bank[] = [
  { id: 'abn_amro', name: 'ABN AMRO' },
  { id: 'asn_bank', name: 'ASN Bank' },
  { id: 'bunq', name: 'bunq' },
  { id: 'ing', name: 'ING' },
  { id: 'knab', name: 'Knab' },
  { id: 'n26', name: 'N26' },
  { id: 'nn', name: 'Nationale-Nederlanden' },
  { id: 'rabobank', name: 'Rabobank' },
  { id: 'regiobank', name: 'RegioBank' },
  { id: 'revolut', name: 'Revolut' },
  { id: 'sns_bank', name: 'SNS' },
  { id: 'triodos_bank', name: 'Triodos Bank' },
  { id: 'van_lanschot', name: 'Van Lanschot Kempen' },
  { id: 'yoursafe', name: 'Yoursafe' },
];
