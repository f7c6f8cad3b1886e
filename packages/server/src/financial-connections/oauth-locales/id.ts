import type { OauthTexts } from '../oauth-texts.js';

/** Indonesian. */
export const ID: OauthTexts = {
  badge: 'Mode uji',
  title: 'Persetujuan bank',
  institution: 'Bank uji',
  ask: 'Payframe meminta izin melihat rekening Anda di bank ini untuk menautkan salah satunya ke pembayaran. Halaman ini menggantikan layar persetujuan bank.',
  approve: 'Izinkan akses',
  deny: 'Tolak',
  approved: 'Akses diizinkan. Anda dapat menutup jendela ini dan kembali ke penjual.',
  denied: 'Akses ditolak. Anda dapat menutup jendela ini.',
  note: 'Tidak ada bank sungguhan yang terlibat.',
};
