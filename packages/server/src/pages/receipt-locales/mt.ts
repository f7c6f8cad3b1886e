import type { ReceiptTexts } from '../receipt-texts.js';

/** Maltese. */
export const MT: ReceiptTexts = {
  title: 'Irċevuta',
  badge: 'Modalità tat-test',
  amountPaid: 'Ammont imħallas',
  date: 'Data',
  paymentMethod: 'Metodu ta’ ħlas',
  status: 'Status',
  refunded: 'Rimborżat',
  description: 'Deskrizzjoni',
  number: 'Irċevuta {id}',
  statuses: { succeeded: 'Imħallas', pending: 'Pendenti', failed: 'Falla' },
};
