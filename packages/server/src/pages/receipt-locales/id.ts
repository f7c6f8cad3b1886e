import type { ReceiptTexts } from '../receipt-texts.js';

/** Indonesian. */
export const ID: ReceiptTexts = {
  title: 'Tanda terima',
  badge: 'Mode uji',
  amountPaid: 'Jumlah dibayar',
  date: 'Tanggal',
  paymentMethod: 'Metode pembayaran',
  status: 'Status',
  refunded: 'Dikembalikan',
  description: 'Deskripsi',
  number: 'Tanda terima {id}',
  statuses: { succeeded: 'Dibayar', pending: 'Tertunda', failed: 'Gagal' },
};
