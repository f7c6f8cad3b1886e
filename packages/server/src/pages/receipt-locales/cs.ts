import type { ReceiptTexts } from '../receipt-texts.js';

/** Czech. */
export const CS: ReceiptTexts = {
  title: 'Potvrzení o platbě',
  badge: 'Testovací režim',
  amountPaid: 'Zaplacená částka',
  date: 'Datum',
  paymentMethod: 'Platební metoda',
  status: 'Stav',
  refunded: 'Vráceno',
  description: 'Popis',
  number: 'Potvrzení {id}',
  statuses: { succeeded: 'Zaplaceno', pending: 'Čeká se', failed: 'Nezdařilo se' },
};
