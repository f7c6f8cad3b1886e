import type { VerifyCatalogue } from './en.js';

export const VERIFY_ID: VerifyCatalogue = {
  'captcha.title': 'Konfirmasi bahwa Anda manusia',
  'captcha.explain':
    'Untuk melindungi pembayaran ini, kami perlu melakukan pemeriksaan singkat sebelum kartu Anda ditagih.',
  'captcha.checkbox': 'Saya bukan robot',
  'captcha.working': 'Memeriksa… {percent}%',
  'captcha.done': 'Terverifikasi',
  'captcha.failed': 'Pemeriksaan tidak dapat diselesaikan. Coba lagi.',
  'cardImage.title': 'Konfirmasi kartu Anda',
  'cardImage.explain':
    'Untuk melindungi pembayaran ini, masukkan 4 digit terakhir yang tercetak di kartu Anda.',
  'cardImage.label': '4 digit terakhir kartu',
  'cardImage.verify': 'Verifikasi',
  'cardImage.cancel': 'Batalkan pembayaran',
  'cardImage.upload': 'Atau kirim foto kartu (mode uji)',
  'cardImage.wrong': 'Digit ini tidak cocok dengan kartu. Periksa kembali dan coba lagi.',
  'cardImage.incomplete': 'Masukkan 4 digit.',
};
