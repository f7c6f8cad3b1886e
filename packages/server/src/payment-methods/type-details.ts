import { findBank, IDEAL_BANKS } from '@payframe/core';

/**
 * The public details of payment methods that carry no secret (redirect and wallet methods):
 * what `payment_method.<type>` holds, built from the validated request data.
 */
/** The API values of the iDEAL banks (core's list). */
export const IDEAL_BANK_IDS = IDEAL_BANKS.map((bank) => bank.id) as [string, ...string[]];

type Data = Record<string, unknown> | undefined;

/** The `<type>` hash of a payment method that is not a card or a bank debit. */
export function simpleTypeDetails(type: string, data: Data): Record<string, unknown> {
  switch (type) {
    case 'ideal': {
      const bank = (data?.bank as string | undefined) ?? null;
      return { bank, bic: (bank && findBank(IDEAL_BANKS, bank)?.bic) ?? null };
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
