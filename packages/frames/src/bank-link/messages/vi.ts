import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Vietnamese. */
export const BANK_LINK_VI: BankLinkTexts = {
  merchantFallback: 'người bán',
  consentTitle: 'Liên kết tài khoản ngân hàng của bạn',
  consentBody:
    '{merchant} dùng Payframe để liên kết tài khoản ngân hàng của bạn. Thông tin đăng nhập ngân hàng của bạn không bao giờ được chia sẻ với {merchant}.',
  agree: 'Đồng ý và tiếp tục',
  manual: 'Nhập thông tin ngân hàng thủ công',
  selectBank: 'Chọn ngân hàng của bạn',
  search: 'Tìm ngân hàng của bạn',
  noResults: 'Không có ngân hàng nào khớp với tìm kiếm.',
  signInTitle: 'Đăng nhập vào {bank}',
  username: 'Tên người dùng',
  password: 'Mật khẩu',
  signIn: 'Đăng nhập',
  testMode: 'Chế độ thử nghiệm: mọi tên người dùng và mật khẩu đều dùng được.',
  oauthWaiting: 'Hãy phê duyệt quyền truy cập trong cửa sổ vừa mở, sau đó tiếp tục.',
  continue: 'Tiếp tục',
  back: 'Quay lại',
  selectAccount: 'Chọn một tài khoản',
  balance: 'Số dư {amount}',
  notEligible: 'Không đủ điều kiện',
  link: 'Liên kết tài khoản',
  successTitle: 'Đã liên kết tài khoản',
  successBody: 'Đã liên kết {account}.',
  microdepositsBody:
    'Các khoản tiền nhỏ sẽ được gửi tới {account} trong 1–2 ngày làm việc; bạn sẽ nhập chúng để xác minh tài khoản.',
  done: 'Xong',
  manualDoneTitle: 'Đã lưu thông tin ngân hàng',
  manualTitle: 'Nhập thông tin ngân hàng',
  routing: 'Số định tuyến (routing number)',
  account: 'Số tài khoản',
  accountConfirm: 'Xác nhận số tài khoản',
  routingInvalid: 'Nhập số định tuyến hợp lệ gồm 9 chữ số.',
  accountInvalid: 'Nhập số tài khoản gồm 4 đến 17 chữ số.',
  accountMismatch: 'Số tài khoản không khớp.',
  verifyingTitle: 'Đang xác minh tài khoản của bạn',
  verifyingBody: 'Đang chờ {bank} chia sẻ thông tin tài khoản của bạn…',
  verificationIncomplete:
    'Không thể xác minh tài khoản của bạn ngay. Hãy chọn lại ngân hàng của bạn, một ngân hàng khác hoặc nhập thông tin ngân hàng thủ công.',
};
