import type { ReceiptTexts } from '../receipt-texts.js';

/** Slovak. */
export const SK: ReceiptTexts = {
  title: 'Potvrdenie o platbe',
  badge: 'Testovací režim',
  amountPaid: 'Zaplatená suma',
  date: 'Dátum',
  paymentMethod: 'Spôsob platby',
  status: 'Stav',
  refunded: 'Vrátené',
  description: 'Popis',
  number: 'Potvrdenie {id}',
  statuses: { succeeded: 'Zaplatené', pending: 'Čaká sa', failed: 'Neúspešné' },
};
