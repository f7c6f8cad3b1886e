import type { QrTexts } from '../qr-texts.js';

/** Korean. */
export const KO: QrTexts = {
  badge: '테스트 모드',
  payTitle: '{method}(으)로 결제',
  setupTitle: '{method} 설정',
  payHeading: '스캔하여 {method}(으)로 {amount} 결제',
  setupHeading: '스캔하여 {method} 설정',
  qrLabel: '{method} QR 코드',
  amount: '금액',
  expires: '만료',
  method: '결제 수단',
  payStep: '{method} 앱을 열고 코드를 스캔한 뒤 앱에서 결제를 확인하세요.',
  setupStep: '{method} 앱을 열고 코드를 스캔한 뒤 앱에서 확인하세요.',
  testNote:
    '테스트 모드에서는 코드가 Payframe 테스트 페이지를 열며, 그곳에서 ‘승인’ 또는 ‘실패’를 누르면 결제가 완료됩니다.',
  openHere: '여기에서 열기',
};
