import { VOUCHER_PAGE_PATH } from '@payframe/core';

/** A voucher as shown to the shopper and kept with its pending row. */
export interface Voucher {
  id: string;
  /** The secret of its hosted page's URL. */
  token: string;
  type: 'oxxo' | 'boleto' | 'konbini' | 'multibanco';
  paymentMethod: string;
  amount: number;
  currency: string;
  /** Unix seconds after which it can no longer be paid. */
  expiresAt: number;
  /** What the shopper pays with: OXXO's reference, Boleto's typed line, Multibanco's reference. */
  number: string | null;
  /** The digits its barcode carries (OXXO's number, Boleto's 44 digits). */
  barcode: string | null;
  /** Multibanco's entity. */
  entity?: string;
  /** Konbini: each store's payment code and the confirmation number. */
  stores?: Record<string, { confirmation_number: string; payment_code: string }>;
  /** The name the voucher pays: the account's business name. */
  merchant: string;
}

export function voucherUrls(publicUrl: string, voucher: Pick<Voucher, 'id' | 'token'>) {
  const base = `${publicUrl}${VOUCHER_PAGE_PATH}/${voucher.id}`;
  return { page: `${base}?token=${voucher.token}`, pdf: `${base}/boleto.pdf?token=${voucher.token}` };
}

/** The intent's `next_action`: `<type>_display_details` in the API's shape for each type. */
export function voucherNextAction(
  publicUrl: string,
  voucher: Voucher,
): Record<string, unknown> & { type: string } {
  const urls = voucherUrls(publicUrl, voucher);
  const hosted_voucher_url = urls.page;
  switch (voucher.type) {
    case 'oxxo':
      return {
        type: 'oxxo_display_details',
        oxxo_display_details: {
          expires_after: voucher.expiresAt,
          hosted_voucher_url,
          number: voucher.number,
        },
      };
    case 'boleto':
      return {
        type: 'boleto_display_details',
        boleto_display_details: {
          expires_at: voucher.expiresAt,
          hosted_voucher_url,
          number: voucher.number,
          pdf: urls.pdf,
        },
      };
    case 'konbini':
      return {
        type: 'konbini_display_details',
        konbini_display_details: {
          expires_at: voucher.expiresAt,
          hosted_voucher_url,
          stores: voucher.stores,
        },
      };
    case 'multibanco':
      return {
        type: 'multibanco_display_details',
        multibanco_display_details: {
          entity: voucher.entity ?? null,
          expires_at: voucher.expiresAt,
          hosted_voucher_url,
          reference: voucher.number,
        },
      };
  }
}

/** The charge's `payment_method_details.<type>` once the voucher is paid (Konbini: the store it was paid at). */
export function voucherChargeDetails(voucher: Voucher, taxId: string | null): Record<string, unknown> {
  switch (voucher.type) {
    case 'oxxo':
      return { number: voucher.number };
    case 'boleto':
      return { tax_id: taxId ?? '' };
    case 'konbini':
      return { store: { chain: 'familymart' } };
    case 'multibanco':
      return { entity: voucher.entity ?? null, reference: voucher.number };
  }
}
