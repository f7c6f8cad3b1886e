import type { MandateTexts } from '../mandate-texts.js';

/** Malay. */
export const MS: MandateTexts = {
  title: 'Mandat debit langsung',
  badge: 'Mod ujian',
  creditor: 'Pemiutang',
  merchant: 'Peniaga',
  reference: 'Rujukan mandat',
  type: 'Jenis',
  recurring: 'Berulang',
  oneOff: 'Sekali sahaja',
  status: 'Status',
  holder: 'Pemegang akaun',
  account: 'Akaun',
  accepted: 'Diterima',
  firstCollection: 'Kutipan pertama',
  online: 'dalam talian',
  offline: 'luar talian',
  theMerchant: 'peniaga',
  routing: 'Nombor laluan {number}',
  institution: 'Institusi {institution}, transit {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Aktif', inactive: 'Tidak aktif', pending: 'Belum selesai' },
  notes: {
    sepa: 'Anda membenarkan {merchant} menghantar arahan kepada bank anda untuk mendebit akaun ini, dan bank anda mendebitnya mengikut arahan itu. Anda berhak mendapat bayaran balik daripada bank anda mengikut terma perjanjian anda dengannya, yang dituntut dalam tempoh 8 minggu dari tarikh akaun anda didebit.',
    becs: 'Anda bersetuju dengan Permintaan Debit Langsung (Direct Debit Request) ini dan perjanjian perkhidmatannya, dan membenarkan Payframe, penyedia perkhidmatan pembayaran peniaga, mendebit akaun ini melalui Bulk Electronic Clearing System (BECS) bagi pihak {merchant} (“Peniaga”) untuk sebarang amaun yang dimaklumkan oleh Peniaga secara berasingan. Anda mengesahkan bahawa anda pemegang akaun atau penandatangan yang diberi kuasa.',
    ach: 'Anda membenarkan {merchant} dan Payframe, penyedia perkhidmatan pembayarannya, mendebit akaun ini melalui rangkaian ACH untuk pembayaran yang anda sahkan dan, jika anda menyimpan akaun ini, untuk pembayaran akan datang mengikut terma peniaga, serta mengkreditkannya untuk membetulkan debit yang salah. Anda boleh membatalkan kebenaran ini dengan memberi notis 30 hari kepada peniaga.',
    pad: 'Anda bersetuju dengan Perjanjian Debit Pra-benar (PAD) ini dan membenarkan {merchant} dan Payframe, penyedia perkhidmatan pembayarannya, mendebit akaun ini melalui Automated Clearing Settlement System (ACSS) seperti yang dipersetujui. Anda mempunyai hak tuntutan tertentu jika sesuatu debit tidak mematuhi perjanjian ini. Anda boleh membatalkannya pada bila-bila masa dengan menghubungi peniaga.',
    bacs: 'Anda mengarahkan bank atau building society anda membayar Debit Langsung daripada akaun ini yang diminta oleh {merchant} (melalui Payframe), tertakluk pada perlindungan Direct Debit Guarantee: anda dimaklumkan lebih awal tentang sebarang perubahan amaun, tarikh atau kekerapan; kesilapan pembayaran memberi anda bayaran balik penuh dan segera daripada bank atau building society anda; dan anda boleh membatalkan Debit Langsung pada bila-bila masa dengan menghubungi bank atau building society anda.',
  },
};
