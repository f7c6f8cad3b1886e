import type { QrTexts } from '../qr-texts.js';

/** Malay. */
export const MS: QrTexts = {
  badge: 'Mod ujian',
  payTitle: 'Bayar dengan {method}',
  setupTitle: 'Sediakan {method}',
  payHeading: 'Imbas untuk membayar {amount} dengan {method}',
  setupHeading: 'Imbas untuk menyediakan {method}',
  qrLabel: 'Kod QR {method}',
  amount: 'Amaun',
  expires: 'Tamat tempoh',
  method: 'Kaedah',
  payStep: 'Buka aplikasi {method}, imbas kod dan sahkan pembayaran di sana.',
  setupStep: 'Buka aplikasi {method}, imbas kod dan sahkan di sana.',
  testNote:
    'Dalam mod ujian, kod ini membuka halaman ujian Payframe, tempat “Benarkan” atau “Gagal” melengkapkan pembayaran.',
  openHere: 'Buka di sini',
};
