import type { ReceiptTexts } from '../receipt-texts.js';

/** Brazilian Portuguese. */
export const PT_BR: ReceiptTexts = {
  title: 'Recibo',
  badge: 'Modo de teste',
  amountPaid: 'Valor pago',
  date: 'Data',
  paymentMethod: 'Forma de pagamento',
  status: 'Status',
  refunded: 'Reembolsado',
  description: 'Descrição',
  number: 'Recibo {id}',
  statuses: { succeeded: 'Pago', pending: 'Pendente', failed: 'Falhou' },
};
