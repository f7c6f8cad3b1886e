import type { ReceiptTexts } from '../receipt-texts.js';

/** French. */
export const FR: ReceiptTexts = {
  title: 'Reçu',
  badge: 'Mode test',
  amountPaid: 'Montant payé',
  date: 'Date',
  paymentMethod: 'Moyen de paiement',
  status: 'Statut',
  refunded: 'Remboursé',
  description: 'Description',
  number: 'Reçu {id}',
  statuses: { succeeded: 'Payé', pending: 'En attente', failed: 'Échoué' },
};
