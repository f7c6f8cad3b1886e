import type { InvoiceTexts } from '../invoice-texts.js';

/** Latin American Spanish: Spain's texts with the words Latin American shoppers use (monto). */
export const ES_419: Partial<InvoiceTexts> = {
  amountDue: 'Monto adeudado',
  amount: 'Monto',
  amountPaid: 'Monto pagado',
};
