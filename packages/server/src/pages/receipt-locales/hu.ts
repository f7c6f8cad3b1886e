import type { ReceiptTexts } from '../receipt-texts.js';

/** Hungarian. */
export const HU: ReceiptTexts = {
  title: 'Nyugta',
  badge: 'Tesztüzemmód',
  amountPaid: 'Kifizetett összeg',
  date: 'Dátum',
  paymentMethod: 'Fizetési mód',
  status: 'Állapot',
  refunded: 'Visszatérítve',
  description: 'Leírás',
  number: 'Nyugta: {id}',
  statuses: { succeeded: 'Kifizetve', pending: 'Függőben', failed: 'Sikertelen' },
};
