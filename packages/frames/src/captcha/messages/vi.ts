import type { VerifyCatalogue } from './en.js';

export const VERIFY_VI: VerifyCatalogue = {
  'captcha.title': 'Xác nhận bạn là người thật',
  'captcha.explain':
    'Để bảo vệ khoản thanh toán này, chúng tôi cần kiểm tra nhanh trước khi trừ tiền từ thẻ của bạn.',
  'captcha.checkbox': 'Tôi không phải là người máy',
  'captcha.working': 'Đang kiểm tra… {percent}%',
  'captcha.done': 'Đã xác minh',
  'captcha.failed': 'Không thể hoàn tất bước kiểm tra. Hãy thử lại.',
  'cardImage.title': 'Xác nhận thẻ của bạn',
  'cardImage.explain': 'Để bảo vệ khoản thanh toán này, hãy nhập 4 chữ số cuối in trên thẻ của bạn.',
  'cardImage.label': '4 chữ số cuối của thẻ',
  'cardImage.verify': 'Xác minh',
  'cardImage.cancel': 'Hủy thanh toán',
  'cardImage.upload': 'Hoặc gửi ảnh chụp thẻ (chế độ thử nghiệm)',
  'cardImage.wrong': 'Các chữ số này không khớp với thẻ. Hãy kiểm tra lại và thử lại.',
  'cardImage.incomplete': 'Nhập 4 chữ số.',
};
