import type { ReceiptTexts } from '../receipt-texts.js';

/** Greek. */
export const EL: ReceiptTexts = {
  title: 'Απόδειξη',
  badge: 'Λειτουργία δοκιμής',
  amountPaid: 'Ποσό που πληρώθηκε',
  date: 'Ημερομηνία',
  paymentMethod: 'Τρόπος πληρωμής',
  status: 'Κατάσταση',
  refunded: 'Επιστράφηκε',
  description: 'Περιγραφή',
  number: 'Απόδειξη {id}',
  statuses: { succeeded: 'Πληρώθηκε', pending: 'Σε εκκρεμότητα', failed: 'Απέτυχε' },
};
