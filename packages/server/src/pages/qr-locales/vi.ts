import type { QrTexts } from '../qr-texts.js';

/** Vietnamese. */
export const VI: QrTexts = {
  badge: 'Chế độ thử nghiệm',
  payTitle: 'Thanh toán bằng {method}',
  setupTitle: 'Thiết lập {method}',
  payHeading: 'Quét để thanh toán {amount} bằng {method}',
  setupHeading: 'Quét để thiết lập {method}',
  qrLabel: 'Mã QR {method}',
  amount: 'Số tiền',
  expires: 'Hết hạn',
  method: 'Phương thức',
  payStep: 'Mở ứng dụng {method}, quét mã và xác nhận thanh toán trong ứng dụng.',
  setupStep: 'Mở ứng dụng {method}, quét mã và xác nhận trong ứng dụng.',
  testNote:
    'Ở chế độ thử nghiệm, mã này mở trang thử nghiệm của Payframe, nơi “Ủy quyền” hoặc “Thất bại” hoàn tất thanh toán.',
  openHere: 'Mở tại đây',
};
