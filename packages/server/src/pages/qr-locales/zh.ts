import type { QrTexts } from '../qr-texts.js';

/** Simplified Chinese. */
export const ZH: QrTexts = {
  badge: '测试模式',
  payTitle: '使用 {method} 支付',
  setupTitle: '设置 {method}',
  payHeading: '扫码使用 {method} 支付 {amount}',
  setupHeading: '扫码设置 {method}',
  qrLabel: '{method} 二维码',
  amount: '金额',
  expires: '过期时间',
  method: '支付方式',
  payStep: '打开 {method} 应用，扫描二维码并在应用中确认付款。',
  setupStep: '打开 {method} 应用，扫描二维码并在应用中确认。',
  testNote: '在测试模式下，二维码会打开 Payframe 的测试页面，点击“授权”或“失败”即可完成付款。',
  openHere: '在此打开',
};
