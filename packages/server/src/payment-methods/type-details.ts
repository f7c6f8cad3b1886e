/**
 * The public details of payment methods that carry no secret (redirect and wallet methods):
 * what `payment_method.<type>` holds, built from the validated request data.
 */
export const IDEAL_BANKS = [
  'abn_amro',
  'asn_bank',
  'bunq',
  'handelsbanken',
  'ing',
  'knab',
  'moneyou',
  'n26',
  'nn',
  'rabobank',
  'regiobank',
  'revolut',
  'sns_bank',
  'triodos_bank',
  'van_lanschot',
  'yoursafe',
] as const;

const IDEAL_BICS: Record<(typeof IDEAL_BANKS)[number], string> = {
  abn_amro: 'ABNANL2A',
  asn_bank: 'ASNBNL21',
  bunq: 'BUNQNL2A',
  handelsbanken: 'HANDNL2A',
  ing: 'INGBNL2A',
  knab: 'KNABNL2H',
  moneyou: 'MOYONL21',
  n26: 'NTSBDEB1',
  nn: 'NNBANL2G',
  rabobank: 'RABONL2U',
  regiobank: 'RBRBNL21',
  revolut: 'REVOLT21',
  sns_bank: 'SNSBNL2A',
  triodos_bank: 'TRIONL2U',
  van_lanschot: 'FVLBNL22',
  yoursafe: 'BITSNL2A',
};

type Data = Record<string, unknown> | undefined;

/** The `<type>` hash of a payment method that is not a card or a bank debit. */
export function simpleTypeDetails(type: string, data: Data): Record<string, unknown> {
  switch (type) {
    case 'ideal': {
      const bank = (data?.bank as (typeof IDEAL_BANKS)[number] | undefined) ?? null;
      return { bank, bic: bank ? IDEAL_BICS[bank] : null };
    }
    case 'eps':
    case 'p24':
      return { bank: (data?.bank as string | undefined) ?? null };
    case 'fpx':
      return { account_holder_type: data?.account_holder_type ?? null, bank: data?.bank };
    case 'sofort':
      return { country: data?.country };
    case 'boleto':
      return { tax_id: data?.tax_id };
    case 'klarna':
      return { dob: data?.dob ?? null };
    case 'cashapp':
      return { buyer_id: null, cashtag: null };
    case 'paypal':
      return { payer_email: null, payer_id: null };
    case 'link':
      return { email: null };
    default:
      return {};
  }
}
