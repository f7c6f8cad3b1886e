import type { ActionTexts } from '../action-texts.js';

/** Malay. */
export const MS: ActionTexts = {
  badge: 'Mod ujian',
  title: 'Mod ujian Payframe',
  threeDsHeading: 'Mod ujian Payframe: 3-D Secure',
  threeDsExplain:
    'Halaman ini menggantikan pengesahan oleh pengeluar kad. “Selesai” mengesahkan kad; “Gagal” menggagalkan pengesahan.',
  qrHeading: 'Mod ujian Payframe: pembayaran {method}',
  qrExplain:
    'Halaman ini menggantikan aplikasi yang mengimbas kod QR. “Benarkan” membayar dengan {method}; “Gagal” menolak pembayaran',
  qrExpire: '; “Tamatkan” membiarkan kod tamat tempoh',
  redirectHeading: 'Mod ujian Payframe: kebenaran {method}',
  redirectExplain:
    'Halaman ini menggantikan bank anda. “Benarkan” meluluskan pembayaran {method}; “Gagal” menolaknya.',
  amount: 'Amaun',
  purpose: 'Tujuan',
  purposeSetup: 'Menyimpan kaedah pembayaran untuk pembayaran akan datang',
  card: 'Kad',
  note: 'Tiada bank sebenar terlibat: simulator mod ujian Payframe yang menentukan keputusannya.',
  failed: 'Pengesahan gagal.',
  processing: 'Pembayaran sedang diproses.',
  complete: 'Pengesahan selesai.',
  used: 'Halaman ujian ini sudah digunakan',
  close: 'Anda boleh menutup tetingkap ini.',
  buttons: { Complete: 'Selesai', Fail: 'Gagal', Authorize: 'Benarkan', Expire: 'Tamatkan' },
};
