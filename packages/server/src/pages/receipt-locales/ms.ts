import type { ReceiptTexts } from '../receipt-texts.js';

/** Malay. */
export const MS: ReceiptTexts = {
  title: 'Resit',
  badge: 'Mod ujian',
  amountPaid: 'Amaun dibayar',
  date: 'Tarikh',
  paymentMethod: 'Kaedah pembayaran',
  status: 'Status',
  refunded: 'Dibayar balik',
  description: 'Keterangan',
  number: 'Resit {id}',
  statuses: { succeeded: 'Dibayar', pending: 'Belum selesai', failed: 'Gagal' },
};
