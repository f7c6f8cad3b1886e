import type { ActionTexts } from '../action-texts.js';

/** Indonesian. */
export const ID: ActionTexts = {
  badge: 'Mode uji',
  title: 'Mode uji Payframe',
  threeDsHeading: 'Mode uji Payframe: 3-D Secure',
  threeDsExplain:
    'Halaman ini menggantikan autentikasi penerbit kartu. “Selesaikan” mengautentikasi kartu; “Gagalkan” membuat autentikasi gagal.',
  qrHeading: 'Mode uji Payframe: pembayaran {method}',
  qrExplain:
    'Halaman ini menggantikan aplikasi yang memindai kode QR. “Otorisasi” membayar dengan {method}; “Gagalkan” menolak pembayaran',
  qrExpire: '; “Kedaluwarsakan” membuat kode kedaluwarsa',
  redirectHeading: 'Mode uji Payframe: otorisasi {method}',
  redirectExplain:
    'Halaman ini menggantikan bank Anda. “Otorisasi” menyetujui pembayaran {method}; “Gagalkan” menolaknya.',
  amount: 'Jumlah',
  purpose: 'Tujuan',
  purposeSetup: 'Menyimpan metode pembayaran untuk pembayaran berikutnya',
  card: 'Kartu',
  note: 'Tidak ada bank sungguhan yang terlibat: simulator mode uji Payframe yang menentukan hasilnya.',
  failed: 'Autentikasi gagal.',
  processing: 'Pembayaran sedang diproses.',
  complete: 'Autentikasi selesai.',
  used: 'Halaman uji ini sudah digunakan',
  close: 'Anda dapat menutup jendela ini.',
  buttons: { Complete: 'Selesaikan', Fail: 'Gagalkan', Authorize: 'Otorisasi', Expire: 'Kedaluwarsakan' },
};
