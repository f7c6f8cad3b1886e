import type { OauthTexts } from '../oauth-texts.js';

/** Vietnamese. */
export const VI: OauthTexts = {
  badge: 'Chế độ thử nghiệm',
  title: 'Chấp thuận của ngân hàng',
  institution: 'Ngân hàng thử nghiệm',
  ask: 'Payframe xin xem các tài khoản của bạn tại ngân hàng này để liên kết một tài khoản cho việc thanh toán. Trang này thay cho màn hình chấp thuận của ngân hàng.',
  approve: 'Cho phép truy cập',
  deny: 'Từ chối',
  approved: 'Đã cho phép truy cập. Bạn có thể đóng cửa sổ này và quay lại người bán.',
  denied: 'Đã từ chối truy cập. Bạn có thể đóng cửa sổ này.',
  note: 'Không có ngân hàng thật nào tham gia.',
};
