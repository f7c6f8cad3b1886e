import type { QrTexts } from '../qr-texts.js';

/** Indonesian. */
export const ID: QrTexts = {
  badge: 'Mode uji',
  payTitle: 'Bayar dengan {method}',
  setupTitle: 'Siapkan {method}',
  payHeading: 'Pindai untuk membayar {amount} dengan {method}',
  setupHeading: 'Pindai untuk menyiapkan {method}',
  qrLabel: 'Kode QR {method}',
  amount: 'Jumlah',
  expires: 'Kedaluwarsa',
  method: 'Metode',
  payStep: 'Buka aplikasi {method}, pindai kodenya, lalu konfirmasi pembayaran di sana.',
  setupStep: 'Buka aplikasi {method}, pindai kodenya, lalu konfirmasi di sana.',
  testNote:
    'Dalam mode uji, kode ini membuka halaman uji Payframe, tempat “Otorisasi” atau “Gagalkan” menyelesaikan pembayaran.',
  openHere: 'Buka di sini',
};
