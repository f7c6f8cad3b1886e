import type { VoucherTexts } from './texts.js';

/** Indonesian. */
export const ID: VoucherTexts = {
  title: 'Voucher {method}',
  badge: 'Mode uji',
  amount: 'Jumlah',
  payTo: 'Bayar ke',
  expires: 'Bayar sebelum',
  number: 'Referensi',
  typedLine: 'Baris kode',
  entity: 'Entitas',
  reference: 'Referensi',
  confirmationNumber: 'Nomor konfirmasi',
  paymentCode: 'Kode pembayaran',
  barcode: 'Barcode voucher',
  print: 'Cetak',
  open: 'Buka di jendela baru',
  pdf: 'Unduh PDF',
  paid: 'Voucher ini sudah dibayar. Terima kasih!',
  expired: 'Voucher ini sudah kedaluwarsa dan tidak dapat dibayar lagi.',
  void: 'Voucher ini tidak berlaku lagi.',
  testMode:
    'Mode uji: tidak ada uang yang berpindah. Voucher dibayar atau kedaluwarsa sesuai email uji pembayaran.',
  instructions: {
    oxxo: 'Bayar tunai di gerai OXXO mana pun sebelum voucher kedaluwarsa: tunjukkan barcode di kasir atau sebutkan referensinya.',
    boleto:
      'Bayar di bank, agen lotre, ATM, atau aplikasi bank Anda dengan barcode atau baris kode sebelum tanggal jatuh tempo.',
    konbini:
      'Bayar tunai di kasir salah satu minimarket berikut dengan kode pembayaran dan nomor konfirmasinya.',
    multibanco:
      'Bayar di ATM Multibanco atau aplikasi bank Anda: pilih “Pembayaran layanan” lalu masukkan entitas, referensi, dan jumlah.',
  },
};

/** Malay. */
export const MS: VoucherTexts = {
  title: 'Baucar {method}',
  badge: 'Mod ujian',
  amount: 'Amaun',
  payTo: 'Bayar kepada',
  expires: 'Bayar sebelum',
  number: 'Rujukan',
  typedLine: 'Baris kod',
  entity: 'Entiti',
  reference: 'Rujukan',
  confirmationNumber: 'Nombor pengesahan',
  paymentCode: 'Kod pembayaran',
  barcode: 'Kod bar baucar',
  print: 'Cetak',
  open: 'Buka dalam tetingkap baharu',
  pdf: 'Muat turun PDF',
  paid: 'Baucar ini telah dibayar. Terima kasih!',
  expired: 'Baucar ini telah tamat tempoh dan tidak boleh dibayar lagi.',
  void: 'Baucar ini tidak lagi sah.',
  testMode:
    'Mod ujian: tiada wang berpindah. Baucar dibayar atau tamat tempoh seperti yang dinyatakan dalam e-mel ujian pembayaran.',
  instructions: {
    oxxo: 'Bayar tunai di mana-mana kedai OXXO sebelum baucar tamat tempoh: tunjukkan kod bar di kaunter atau berikan rujukan.',
    boleto:
      'Bayar di mana-mana bank, kedai loteri, ATM atau aplikasi bank anda dengan kod bar atau baris kod sebelum tarikh akhir.',
    konbini:
      'Bayar tunai di kaunter salah satu kedai serbaneka ini dengan kod pembayaran dan nombor pengesahannya.',
    multibanco:
      'Bayar di ATM Multibanco atau dalam aplikasi bank anda: pilih “Bayaran perkhidmatan” dan masukkan entiti, rujukan dan amaun.',
  },
};

/** Vietnamese. */
export const VI: VoucherTexts = {
  title: 'Phiếu thanh toán {method}',
  badge: 'Chế độ thử nghiệm',
  amount: 'Số tiền',
  payTo: 'Thanh toán cho',
  expires: 'Thanh toán trước',
  number: 'Mã tham chiếu',
  typedLine: 'Dãy số',
  entity: 'Mã đơn vị',
  reference: 'Mã tham chiếu',
  confirmationNumber: 'Số xác nhận',
  paymentCode: 'Mã thanh toán',
  barcode: 'Mã vạch của phiếu',
  print: 'In',
  open: 'Mở trong cửa sổ mới',
  pdf: 'Tải PDF',
  paid: 'Phiếu này đã được thanh toán. Cảm ơn bạn!',
  expired: 'Phiếu này đã hết hạn và không thể thanh toán nữa.',
  void: 'Phiếu này không còn hiệu lực.',
  testMode:
    'Chế độ thử nghiệm: không có tiền thật được chuyển. Phiếu được thanh toán hoặc hết hạn theo email thử nghiệm của khoản thanh toán.',
  instructions: {
    oxxo: 'Thanh toán bằng tiền mặt tại bất kỳ cửa hàng OXXO nào trước khi phiếu hết hạn: đưa mã vạch tại quầy hoặc đọc mã tham chiếu.',
    boleto:
      'Thanh toán tại ngân hàng, điểm bán xổ số, ATM hoặc ứng dụng ngân hàng bằng mã vạch hoặc dãy số trước hạn thanh toán.',
    konbini:
      'Thanh toán bằng tiền mặt tại quầy của một trong các cửa hàng tiện lợi sau bằng mã thanh toán và số xác nhận.',
    multibanco:
      'Thanh toán tại ATM Multibanco hoặc ứng dụng ngân hàng: chọn “Thanh toán dịch vụ” rồi nhập mã đơn vị, mã tham chiếu và số tiền.',
  },
};
