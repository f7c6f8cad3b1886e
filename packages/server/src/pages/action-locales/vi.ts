import type { ActionTexts } from '../action-texts.js';

/** Vietnamese. */
export const VI: ActionTexts = {
  badge: 'Chế độ thử nghiệm',
  title: 'Chế độ thử nghiệm Payframe',
  threeDsHeading: 'Chế độ thử nghiệm Payframe: 3-D Secure',
  threeDsExplain:
    'Trang này thay cho bước xác thực của ngân hàng phát hành thẻ. “Hoàn tất” xác thực thẻ; “Thất bại” làm cho việc xác thực thất bại.',
  qrHeading: 'Chế độ thử nghiệm Payframe: thanh toán bằng {method}',
  qrExplain:
    'Trang này thay cho ứng dụng đã quét mã QR. “Ủy quyền” thanh toán bằng {method}; “Thất bại” từ chối thanh toán',
  qrExpire: '; “Hết hạn” cho mã hết hạn',
  redirectHeading: 'Chế độ thử nghiệm Payframe: ủy quyền {method}',
  redirectExplain:
    'Trang này thay cho ngân hàng của bạn. “Ủy quyền” chấp thuận khoản thanh toán bằng {method}; “Thất bại” từ chối khoản đó.',
  amount: 'Số tiền',
  purpose: 'Mục đích',
  purposeSetup: 'Lưu phương thức thanh toán cho các lần thanh toán sau',
  card: 'Thẻ',
  note: 'Không có ngân hàng thật nào tham gia: trình mô phỏng chế độ thử nghiệm của Payframe quyết định kết quả.',
  failed: 'Xác thực không thành công.',
  processing: 'Khoản thanh toán đang được xử lý.',
  complete: 'Đã xác thực xong.',
  used: 'Trang thử nghiệm này đã được sử dụng',
  close: 'Bạn có thể đóng cửa sổ này.',
  buttons: { Complete: 'Hoàn tất', Fail: 'Thất bại', Authorize: 'Ủy quyền', Expire: 'Hết hạn' },
};
