import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Indonesian (Anda). */
export const BANK_LINK_ID: BankLinkTexts = {
  merchantFallback: 'penjual',
  consentTitle: 'Hubungkan rekening bank Anda',
  consentBody:
    '{merchant} menggunakan Payframe untuk menghubungkan rekening bank Anda. Data masuk bank Anda tidak pernah dibagikan kepada {merchant}.',
  agree: 'Setuju dan lanjutkan',
  manual: 'Masukkan detail bank secara manual',
  selectBank: 'Pilih bank Anda',
  search: 'Cari bank Anda',
  noResults: 'Tidak ada bank yang cocok dengan pencarian Anda.',
  signInTitle: 'Masuk ke {bank}',
  username: 'Nama pengguna',
  password: 'Kata sandi',
  signIn: 'Masuk',
  testMode: 'Mode uji: nama pengguna dan kata sandi apa pun dapat digunakan.',
  oauthWaiting: 'Setujui akses di jendela yang terbuka, lalu lanjutkan.',
  continue: 'Lanjutkan',
  back: 'Kembali',
  selectAccount: 'Pilih rekening',
  balance: 'Saldo {amount}',
  notEligible: 'Tidak memenuhi syarat',
  link: 'Hubungkan rekening',
  successTitle: 'Rekening terhubung',
  successBody: '{account} telah terhubung.',
  microdepositsBody:
    'Setoran kecil akan dikirim ke {account} dalam 1–2 hari kerja; Anda akan memasukkannya untuk memverifikasi rekening.',
  done: 'Selesai',
  manualDoneTitle: 'Detail bank disimpan',
  manualTitle: 'Masukkan detail bank',
  routing: 'Nomor routing',
  account: 'Nomor rekening',
  accountConfirm: 'Konfirmasi nomor rekening',
  routingInvalid: 'Masukkan nomor routing 9 digit yang valid.',
  accountInvalid: 'Masukkan nomor rekening 4 hingga 17 digit.',
  accountMismatch: 'Nomor rekening tidak cocok.',
  verifyingTitle: 'Memverifikasi rekening Anda',
  verifyingBody: 'Menunggu {bank} membagikan detail rekening Anda…',
  verificationIncomplete:
    'Rekening Anda tidak dapat diverifikasi secara instan. Pilih bank Anda lagi, bank lain, atau masukkan detail bank secara manual.',
};
