import type { VoucherTexts } from './texts.js';

/** Korean. */
export const KO: VoucherTexts = {
  title: '{method} 결제 바우처',
  badge: '테스트 모드',
  amount: '금액',
  payTo: '받는 곳',
  expires: '결제 기한',
  number: '참조 번호',
  typedLine: '입력용 번호',
  entity: '기관 번호',
  reference: '참조 번호',
  confirmationNumber: '확인 번호',
  paymentCode: '결제 번호',
  barcode: '바우처 바코드',
  print: '인쇄',
  open: '새 창에서 열기',
  pdf: 'PDF 다운로드',
  paid: '이 바우처는 결제되었습니다. 감사합니다!',
  expired: '이 바우처는 만료되어 더 이상 결제할 수 없습니다.',
  void: '이 바우처는 더 이상 유효하지 않습니다.',
  testMode:
    '테스트 모드: 실제 돈은 이동하지 않습니다. 바우처는 결제의 테스트 이메일에 적힌 대로 결제되거나 만료됩니다.',
  instructions: {
    oxxo: '바우처가 만료되기 전에 OXXO 매장에서 현금으로 결제하세요. 계산대에서 바코드를 보여 주거나 참조 번호를 알려 주세요.',
    boleto: '결제 기한 전에 은행, 복권 판매점, ATM 또는 은행 앱에서 바코드나 입력용 번호로 결제하세요.',
    konbini: '아래 편의점 중 한 곳의 계산대에서 해당 매장의 결제 번호와 확인 번호로 현금 결제하세요.',
    multibanco:
      'Multibanco ATM 또는 은행 앱에서 "서비스 요금 결제"를 선택하고 기관 번호, 참조 번호, 금액을 입력해 결제하세요.',
  },
};

/** Simplified Chinese. */
export const ZH: VoucherTexts = {
  title: '{method} 付款凭证',
  badge: '测试模式',
  amount: '金额',
  payTo: '收款方',
  expires: '付款截止',
  number: '参考编号',
  typedLine: '数字代码行',
  entity: '实体编号',
  reference: '参考编号',
  confirmationNumber: '确认编号',
  paymentCode: '付款编号',
  barcode: '付款凭证条形码',
  print: '打印',
  open: '在新窗口中打开',
  pdf: '下载 PDF',
  paid: '此付款凭证已支付。谢谢！',
  expired: '此付款凭证已过期，无法再付款。',
  void: '此付款凭证已失效。',
  testMode: '测试模式：不会产生真实资金往来。付款凭证将按照该笔付款的测试邮件所述被支付或过期。',
  instructions: {
    oxxo: '请在付款凭证过期前到任意 OXXO 门店用现金付款：在收银台出示条形码或提供参考编号。',
    boleto: '请在截止日期前，通过任意银行、彩票站、ATM 或您的银行 App，使用条形码或数字代码行付款。',
    konbini: '请在以下任一便利店的收银台，凭该店的付款编号和确认编号用现金付款。',
    multibanco: '请在 Multibanco ATM 或您的银行 App 中选择“服务缴费”，输入实体编号、参考编号和金额后付款。',
  },
};

/** Traditional Chinese (Taiwan); Hong Kong reads it too. */
export const ZH_TW: VoucherTexts = {
  title: '{method} 繳費單',
  badge: '測試模式',
  amount: '金額',
  payTo: '收款方',
  expires: '繳費期限',
  number: '參考編號',
  typedLine: '數字代碼行',
  entity: '實體編號',
  reference: '參考編號',
  confirmationNumber: '確認編號',
  paymentCode: '繳費代碼',
  barcode: '繳費單條碼',
  print: '列印',
  open: '在新視窗中開啟',
  pdf: '下載 PDF',
  paid: '此繳費單已付款。謝謝！',
  expired: '此繳費單已過期，無法再付款。',
  void: '此繳費單已失效。',
  testMode: '測試模式：不會有實際金流。繳費單會依該筆付款的測試電子郵件所述完成付款或過期。',
  instructions: {
    oxxo: '請在繳費單過期前到任一 OXXO 門市以現金付款：在櫃台出示條碼或提供參考編號。',
    boleto: '請在繳費期限前，透過任一銀行、彩券行、ATM 或您的銀行 App，使用條碼或數字代碼行付款。',
    konbini: '請在以下任一便利商店的櫃台，憑該店的繳費代碼與確認編號以現金付款。',
    multibanco: '請在 Multibanco ATM 或您的銀行 App 中選擇「服務繳費」，輸入實體編號、參考編號與金額後付款。',
  },
};
