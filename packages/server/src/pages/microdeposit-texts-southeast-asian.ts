import type { MicrodepositTexts } from './microdeposit-texts.js';

/** Indonesian. */
export const ID: MicrodepositTexts = {
  badge: 'Mode uji',
  title: 'Verifikasi rekening bank Anda',
  intro:
    'Kami mengirim setoran kecil ke {account}. Masukkan yang tertera di mutasi rekening Anda untuk menyelesaikan.',
  codeHelp: 'Cari kode 6 karakter yang diawali SM di keterangan setoran.',
  amountsHelp: 'Masukkan dua jumlah setoran, dalam sen.',
  code: 'Kode',
  amount1: 'Jumlah pertama (sen)',
  amount2: 'Jumlah kedua (sen)',
  verify: 'Verifikasi',
  verified: 'Rekening bank Anda telah terverifikasi. Terima kasih.',
  locked:
    'Rekening bank ini tidak dapat diverifikasi lagi: terlalu banyak percobaan atau sudah terlambat. Bayar dengan cara lain.',
  void: 'Verifikasi ini tidak diperlukan lagi.',
  wrongCode: 'Kode tersebut tidak cocok dengan yang kami kirim.',
  wrongAmounts: 'Jumlah tersebut tidak cocok dengan yang kami kirim.',
  remaining: 'Sisa percobaan: {n}.',
  invalid: 'Isi semua kolom.',
  arrival: 'Diperkirakan tiba',
  testCode: 'Mode uji: tidak ada uang yang berpindah. Kodenya SM11AA.',
  testAmounts: 'Mode uji: tidak ada uang yang berpindah. Jumlahnya 32 dan 45.',
};

/** Malay. */
export const MS: MicrodepositTexts = {
  badge: 'Mod ujian',
  title: 'Sahkan akaun bank anda',
  intro:
    'Kami telah menghantar deposit kecil ke {account}. Masukkan apa yang anda lihat pada penyata bank anda untuk selesai.',
  codeHelp: 'Cari kod 6 aksara yang bermula dengan SM dalam keterangan deposit.',
  amountsHelp: 'Masukkan dua amaun deposit, dalam sen.',
  code: 'Kod',
  amount1: 'Amaun pertama (sen)',
  amount2: 'Amaun kedua (sen)',
  verify: 'Sahkan',
  verified: 'Akaun bank anda telah disahkan. Terima kasih.',
  locked:
    'Akaun bank ini tidak boleh disahkan lagi: terlalu banyak cubaan atau sudah terlewat. Bayar dengan cara lain.',
  void: 'Pengesahan ini tidak diperlukan lagi.',
  wrongCode: 'Kod itu tidak sepadan dengan kod yang kami hantar.',
  wrongAmounts: 'Amaun itu tidak sepadan dengan amaun yang kami hantar.',
  remaining: 'Cubaan yang tinggal: {n}.',
  invalid: 'Sila isi setiap medan.',
  arrival: 'Dijangka tiba',
  testCode: 'Mod ujian: tiada wang berpindah. Kodnya ialah SM11AA.',
  testAmounts: 'Mod ujian: tiada wang berpindah. Amaunnya ialah 32 dan 45.',
};

/** Vietnamese. */
export const VI: MicrodepositTexts = {
  badge: 'Chế độ thử nghiệm',
  title: 'Xác minh tài khoản ngân hàng',
  intro:
    'Chúng tôi đã gửi một khoản tiền nhỏ vào {account}. Hãy nhập nội dung bạn thấy trên sao kê ngân hàng để hoàn tất.',
  codeHelp: 'Tìm mã 6 ký tự bắt đầu bằng SM trong nội dung khoản tiền gửi.',
  amountsHelp: 'Nhập hai số tiền đã gửi, tính bằng xu.',
  code: 'Mã',
  amount1: 'Số tiền thứ nhất (xu)',
  amount2: 'Số tiền thứ hai (xu)',
  verify: 'Xác minh',
  verified: 'Tài khoản ngân hàng của bạn đã được xác minh. Cảm ơn bạn.',
  locked:
    'Không thể xác minh tài khoản ngân hàng này nữa: quá nhiều lần thử hoặc đã quá hạn. Hãy thanh toán bằng cách khác.',
  void: 'Không cần xác minh này nữa.',
  wrongCode: 'Mã này không khớp với mã chúng tôi đã gửi.',
  wrongAmounts: 'Các số tiền này không khớp với số tiền chúng tôi đã gửi.',
  remaining: 'Số lần thử còn lại: {n}.',
  invalid: 'Vui lòng điền đầy đủ các trường.',
  arrival: 'Dự kiến đến',
  testCode: 'Chế độ thử nghiệm: không có tiền thật được chuyển. Mã là SM11AA.',
  testAmounts: 'Chế độ thử nghiệm: không có tiền thật được chuyển. Các số tiền là 32 và 45.',
};
