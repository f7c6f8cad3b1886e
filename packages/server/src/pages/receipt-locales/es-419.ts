import type { ReceiptTexts } from '../receipt-texts.js';

/** Latin American Spanish: Spain's texts with the words Latin American shoppers use (monto). */
export const ES_419: Partial<ReceiptTexts> = {
  amountPaid: 'Monto pagado',
};
