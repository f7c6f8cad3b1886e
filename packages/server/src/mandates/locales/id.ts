import type { MandateTexts } from '../mandate-texts.js';

/** Indonesian. */
export const ID: MandateTexts = {
  title: 'Mandat debit langsung',
  badge: 'Mode uji',
  creditor: 'Kreditur',
  merchant: 'Penjual',
  reference: 'Referensi mandat',
  type: 'Jenis',
  recurring: 'Berulang',
  oneOff: 'Sekali',
  status: 'Status',
  holder: 'Pemilik rekening',
  account: 'Rekening',
  accepted: 'Disetujui',
  firstCollection: 'Penagihan pertama',
  online: 'online',
  offline: 'offline',
  theMerchant: 'penjual',
  routing: 'Nomor routing {number}',
  institution: 'Institusi {institution}, transit {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Aktif', inactive: 'Tidak aktif', pending: 'Tertunda' },
  notes: {
    sepa: 'Anda memberi wewenang kepada {merchant} untuk mengirim instruksi ke bank Anda guna mendebit rekening ini, dan kepada bank Anda untuk mendebitnya sesuai instruksi tersebut. Anda berhak atas pengembalian dana dari bank sesuai ketentuan perjanjian Anda dengan bank, yang diajukan dalam 8 minggu sejak tanggal rekening Anda didebit.',
    becs: 'Anda menyetujui Permintaan Debit Langsung (Direct Debit Request) ini beserta perjanjian layanannya, dan memberi wewenang kepada Payframe, penyedia layanan pembayaran penjual, untuk mendebit rekening ini melalui Bulk Electronic Clearing System (BECS) atas nama {merchant} (“Penjual”) sebesar jumlah yang diberitahukan Penjual secara terpisah. Anda menyatakan sebagai pemilik rekening atau penanda tangan yang berwenang.',
    ach: 'Anda memberi wewenang kepada {merchant} dan Payframe, penyedia layanan pembayarannya, untuk mendebit rekening ini melalui jaringan ACH untuk pembayaran yang Anda konfirmasi dan, jika Anda menyimpan rekening, untuk pembayaran berikutnya sesuai ketentuan penjual, serta mengkreditnya untuk memperbaiki debit yang keliru. Anda dapat mencabut wewenang ini dengan memberi tahu penjual 30 hari sebelumnya.',
    pad: 'Anda menyetujui Perjanjian Debit Pra-otorisasi (PAD) ini dan memberi wewenang kepada {merchant} dan Payframe, penyedia layanan pembayarannya, untuk mendebit rekening ini melalui Automated Clearing Settlement System (ACSS) sesuai kesepakatan. Anda memiliki hak tertentu jika suatu debit tidak sesuai dengan perjanjian ini. Anda dapat membatalkannya kapan saja dengan menghubungi penjual.',
    bacs: 'Anda menginstruksikan bank atau building society Anda untuk membayar Debit Langsung dari rekening ini yang diminta oleh {merchant} (melalui Payframe), dengan perlindungan Direct Debit Guarantee: Anda diberi tahu lebih dulu tentang perubahan jumlah, tanggal, atau frekuensi; kesalahan pembayaran memberi Anda pengembalian dana penuh dan segera dari bank atau building society Anda; dan Anda dapat membatalkan Debit Langsung kapan saja dengan menghubungi bank atau building society Anda.',
  },
};
