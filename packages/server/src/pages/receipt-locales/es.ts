import type { ReceiptTexts } from '../receipt-texts.js';

/** Spanish (Spain). */
export const ES: ReceiptTexts = {
  title: 'Recibo',
  badge: 'Modo de prueba',
  amountPaid: 'Importe pagado',
  date: 'Fecha',
  paymentMethod: 'Método de pago',
  status: 'Estado',
  refunded: 'Reembolsado',
  description: 'Descripción',
  number: 'Recibo {id}',
  statuses: { succeeded: 'Pagado', pending: 'Pendiente', failed: 'Fallido' },
};
