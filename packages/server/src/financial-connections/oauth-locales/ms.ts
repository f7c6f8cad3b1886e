import type { OauthTexts } from '../oauth-texts.js';

/** Malay. */
export const MS: OauthTexts = {
  badge: 'Mod ujian',
  title: 'Persetujuan bank',
  institution: 'Bank ujian',
  ask: 'Payframe meminta untuk melihat akaun anda di bank ini bagi memautkan satu untuk pembayaran. Halaman ini menggantikan skrin persetujuan bank.',
  approve: 'Benarkan akses',
  deny: 'Tolak',
  approved: 'Akses dibenarkan. Anda boleh menutup tetingkap ini dan kembali kepada peniaga.',
  denied: 'Akses ditolak. Anda boleh menutup tetingkap ini.',
  note: 'Tiada bank sebenar terlibat.',
};
