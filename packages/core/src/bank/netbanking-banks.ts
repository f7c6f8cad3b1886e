import type { Bank } from './bank.js';

/**
 * Indian net banking banks for `payment_method_data[netbanking][bank]`. The public Stripe API
 * description has no list of these values, so the ids are Payframe's own snake_case names of
 * the banks.
 */
export const NETBANKING_BANKS: readonly Bank[] = [
  { id: 'airtel_payments_bank', name: 'Airtel Payments Bank' },
  { id: 'au_small_finance_bank', name: 'AU Small Finance Bank' },
  { id: 'axis_bank', name: 'Axis Bank' },
  { id: 'bandhan_bank', name: 'Bandhan Bank' },
  { id: 'bank_of_baroda', name: 'Bank of Baroda' },
  { id: 'bank_of_india', name: 'Bank of India' },
  { id: 'bank_of_maharashtra', name: 'Bank of Maharashtra' },
  { id: 'canara_bank', name: 'Canara Bank' },
  { id: 'central_bank_of_india', name: 'Central Bank of India' },
  { id: 'city_union_bank', name: 'City Union Bank' },
  { id: 'csb_bank', name: 'CSB Bank' },
  { id: 'dbs_bank', name: 'DBS Bank India' },
  { id: 'dcb_bank', name: 'DCB Bank' },
  { id: 'deutsche_bank', name: 'Deutsche Bank' },
  { id: 'dhanlaxmi_bank', name: 'Dhanlaxmi Bank' },
  { id: 'federal_bank', name: 'Federal Bank' },
  { id: 'hdfc_bank', name: 'HDFC Bank' },
  { id: 'icici_bank', name: 'ICICI Bank' },
  { id: 'idbi_bank', name: 'IDBI Bank' },
  { id: 'idfc_first_bank', name: 'IDFC FIRST Bank' },
  { id: 'indian_bank', name: 'Indian Bank' },
  { id: 'indian_overseas_bank', name: 'Indian Overseas Bank' },
  { id: 'indusind_bank', name: 'IndusInd Bank' },
  { id: 'jammu_and_kashmir_bank', name: 'Jammu & Kashmir Bank' },
  { id: 'karnataka_bank', name: 'Karnataka Bank' },
  { id: 'karur_vysya_bank', name: 'Karur Vysya Bank' },
  { id: 'kotak_mahindra_bank', name: 'Kotak Mahindra Bank' },
  { id: 'punjab_and_sind_bank', name: 'Punjab & Sind Bank' },
  { id: 'punjab_national_bank', name: 'Punjab National Bank' },
  { id: 'rbl_bank', name: 'RBL Bank' },
  { id: 'south_indian_bank', name: 'South Indian Bank' },
  { id: 'standard_chartered', name: 'Standard Chartered' },
  { id: 'state_bank_of_india', name: 'State Bank of India' },
  { id: 'tamilnad_mercantile_bank', name: 'Tamilnad Mercantile Bank' },
  { id: 'uco_bank', name: 'UCO Bank' },
  { id: 'union_bank_of_india', name: 'Union Bank of India' },
  { id: 'yes_bank', name: 'Yes Bank' },
];
