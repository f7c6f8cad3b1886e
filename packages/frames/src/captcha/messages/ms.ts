import type { VerifyCatalogue } from './en.js';

export const VERIFY_MS: VerifyCatalogue = {
  'captcha.title': 'Sahkan bahawa anda manusia',
  'captcha.explain':
    'Untuk melindungi pembayaran ini, kami perlu membuat semakan pantas sebelum kad anda dicaj.',
  'captcha.checkbox': 'Saya bukan robot',
  'captcha.working': 'Menyemak… {percent}%',
  'captcha.done': 'Disahkan',
  'captcha.failed': 'Semakan tidak dapat diselesaikan. Sila cuba lagi.',
  'cardImage.title': 'Sahkan kad anda',
  'cardImage.explain':
    'Untuk melindungi pembayaran ini, masukkan 4 digit terakhir yang tertera pada kad anda.',
  'cardImage.label': '4 digit terakhir kad',
  'cardImage.verify': 'Sahkan',
  'cardImage.cancel': 'Batalkan pembayaran',
  'cardImage.upload': 'Atau hantar gambar kad (mod ujian)',
  'cardImage.wrong': 'Digit ini tidak sepadan dengan kad. Semak semula dan cuba lagi.',
  'cardImage.incomplete': 'Masukkan 4 digit.',
};
