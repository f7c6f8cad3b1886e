import type { QrTexts } from '../qr-texts.js';

/** Thai. */
export const TH: QrTexts = {
  badge: 'โหมดทดสอบ',
  payTitle: 'ชำระด้วย {method}',
  setupTitle: 'ตั้งค่า {method}',
  payHeading: 'สแกนเพื่อชำระ {amount} ด้วย {method}',
  setupHeading: 'สแกนเพื่อตั้งค่า {method}',
  qrLabel: 'คิวอาร์โค้ด {method}',
  amount: 'จำนวนเงิน',
  expires: 'หมดอายุ',
  method: 'วิธีการชำระเงิน',
  payStep: 'เปิดแอป {method} สแกนโค้ด แล้วยืนยันการชำระเงินในแอป',
  setupStep: 'เปิดแอป {method} สแกนโค้ด แล้วยืนยันในแอป',
  testNote: 'ในโหมดทดสอบ โค้ดจะเปิดหน้าทดสอบของ Payframe ซึ่ง “อนุมัติ” หรือ “ล้มเหลว” จะทำให้การชำระเงินเสร็จสิ้น',
  openHere: 'เปิดที่นี่',
};
