import type { ReceiptTexts } from '../receipt-texts.js';

/** Italian. */
export const IT: ReceiptTexts = {
  title: 'Ricevuta',
  badge: 'Modalità di test',
  amountPaid: 'Importo pagato',
  date: 'Data',
  paymentMethod: 'Metodo di pagamento',
  status: 'Stato',
  refunded: 'Rimborsato',
  description: 'Descrizione',
  number: 'Ricevuta {id}',
  statuses: { succeeded: 'Pagato', pending: 'In attesa', failed: 'Non riuscito' },
};
