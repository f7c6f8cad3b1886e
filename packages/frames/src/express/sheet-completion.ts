import type { MessageId } from '../i18n/messages/en.js';

/** How long a sheet waits, processing, for the payment after Pay (Stripe.js gives complete() 30 s). */
export const SHEET_COMPLETION_TIMEOUT_MS = 30_000;

/**
 * What the sheet says after the merchant's complete(status) other than success: a refused
 * payment (the shopper may pay again or cancel), or which detail to change. `contact` marks
 * the statuses fixed by choosing another contact (its name, email or phone, or its address).
 */
export function completionMessage(status: string): { id: MessageId; contact: boolean } {
  switch (status) {
    case 'invalid_payer_name':
      return { id: 'sheet.invalidName', contact: true };
    case 'invalid_payer_email':
      return { id: 'sheet.invalidEmail', contact: true };
    case 'invalid_payer_phone':
      return { id: 'sheet.invalidPhone', contact: true };
    case 'invalid_shipping_address':
      return { id: 'sheet.invalidAddress', contact: true };
    default:
      return { id: 'sheet.failed', contact: false };
  }
}
