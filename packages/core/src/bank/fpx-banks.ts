import type { Bank } from './bank.js';

/** FPX account holder types (`payment_method_data[fpx][account_holder_type]`). */
export const FPX_ACCOUNT_HOLDER_TYPES = ['individual', 'company'] as const;

/** Malaysian FPX banks, as the Stripe API names them in `payment_method_data[fpx][bank]`. */
export const FPX_BANKS: readonly Bank[] = [
  { id: 'affin_bank', name: 'Affin Bank' },
  { id: 'agrobank', name: 'AGRONet' },
  { id: 'alliance_bank', name: 'Alliance Bank' },
  { id: 'ambank', name: 'AmBank' },
  { id: 'bank_islam', name: 'Bank Islam' },
  { id: 'bank_muamalat', name: 'Bank Muamalat' },
  { id: 'bank_of_china', name: 'Bank of China' },
  { id: 'bank_rakyat', name: 'Bank Rakyat' },
  { id: 'bnp_paribas', name: 'BNP Paribas' },
  { id: 'bsn', name: 'BSN' },
  { id: 'cimb', name: 'CIMB Clicks' },
  { id: 'citibank', name: 'Citibank' },
  { id: 'deutsche_bank', name: 'Deutsche Bank' },
  { id: 'hong_leong_bank', name: 'Hong Leong Bank' },
  { id: 'hsbc', name: 'HSBC Bank' },
  { id: 'kfh', name: 'KFH' },
  { id: 'maybank2e', name: 'Maybank2E' },
  { id: 'maybank2u', name: 'Maybank2U' },
  { id: 'ocbc', name: 'OCBC Bank' },
  { id: 'pb_enterprise', name: 'PB Enterprise' },
  { id: 'public_bank', name: 'Public Bank' },
  { id: 'rhb', name: 'RHB Bank' },
  { id: 'standard_chartered', name: 'Standard Chartered' },
  { id: 'uob', name: 'UOB Bank' },
];
