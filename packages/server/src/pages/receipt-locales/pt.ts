import type { ReceiptTexts } from '../receipt-texts.js';

/** European Portuguese. */
export const PT: ReceiptTexts = {
  title: 'Recibo',
  badge: 'Modo de teste',
  amountPaid: 'Montante pago',
  date: 'Data',
  paymentMethod: 'Método de pagamento',
  status: 'Estado',
  refunded: 'Reembolsado',
  description: 'Descrição',
  number: 'Recibo {id}',
  statuses: { succeeded: 'Pago', pending: 'Pendente', failed: 'Falhado' },
};
