import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Malay. */
export const BANK_LINK_MS: BankLinkTexts = {
  merchantFallback: 'peniaga',
  consentTitle: 'Pautkan akaun bank anda',
  consentBody:
    '{merchant} menggunakan Payframe untuk memautkan akaun bank anda. Butiran log masuk bank anda tidak pernah dikongsi dengan {merchant}.',
  agree: 'Setuju dan teruskan',
  manual: 'Masukkan butiran bank secara manual',
  selectBank: 'Pilih bank anda',
  search: 'Cari bank anda',
  noResults: 'Tiada bank yang sepadan dengan carian anda.',
  signInTitle: 'Log masuk ke {bank}',
  username: 'Nama pengguna',
  password: 'Kata laluan',
  signIn: 'Log masuk',
  testMode: 'Mod ujian: sebarang nama pengguna dan kata laluan boleh digunakan.',
  oauthWaiting: 'Luluskan akses dalam tetingkap yang dibuka, kemudian teruskan.',
  continue: 'Teruskan',
  back: 'Kembali',
  selectAccount: 'Pilih akaun',
  balance: 'Baki {amount}',
  notEligible: 'Tidak layak',
  link: 'Pautkan akaun',
  successTitle: 'Akaun dipautkan',
  successBody: '{account} telah dipautkan.',
  microdepositsBody:
    'Deposit kecil akan dihantar ke {account} dalam 1–2 hari bekerja; anda akan memasukkannya untuk mengesahkan akaun.',
  done: 'Selesai',
  manualDoneTitle: 'Butiran bank disimpan',
  manualTitle: 'Masukkan butiran bank',
  routing: 'Nombor penghalaan (routing number)',
  account: 'Nombor akaun',
  accountConfirm: 'Sahkan nombor akaun',
  routingInvalid: 'Masukkan nombor penghalaan 9 digit yang sah.',
  accountInvalid: 'Masukkan nombor akaun 4 hingga 17 digit.',
  accountMismatch: 'Nombor akaun tidak sepadan.',
  verifyingTitle: 'Mengesahkan akaun anda',
  verifyingBody: 'Menunggu {bank} berkongsi butiran akaun anda…',
  verificationIncomplete:
    'Akaun anda tidak dapat disahkan serta-merta. Pilih bank anda sekali lagi, bank lain atau masukkan butiran bank secara manual.',
};
