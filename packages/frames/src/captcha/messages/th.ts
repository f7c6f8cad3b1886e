import type { VerifyCatalogue } from './en.js';

export const VERIFY_TH: VerifyCatalogue = {
  'captcha.title': 'ยืนยันว่าคุณเป็นมนุษย์',
  'captcha.explain': 'เพื่อปกป้องการชำระเงินนี้ เราต้องตรวจสอบสั้นๆ ก่อนเรียกเก็บเงินจากบัตรของคุณ',
  'captcha.checkbox': 'ฉันไม่ใช่โปรแกรมอัตโนมัติ',
  'captcha.working': 'กำลังตรวจสอบ… {percent}%',
  'captcha.done': 'ยืนยันแล้ว',
  'captcha.failed': 'ไม่สามารถตรวจสอบให้เสร็จสิ้นได้ กรุณาลองอีกครั้ง',
  'cardImage.title': 'ยืนยันบัตรของคุณ',
  'cardImage.explain': 'เพื่อปกป้องการชำระเงินนี้ กรุณากรอกเลข 4 หลักสุดท้ายที่พิมพ์อยู่บนบัตรของคุณ',
  'cardImage.label': 'เลข 4 หลักสุดท้ายของบัตร',
  'cardImage.verify': 'ยืนยัน',
  'cardImage.cancel': 'ยกเลิกการชำระเงิน',
  'cardImage.upload': 'หรือส่งรูปถ่ายของบัตร (โหมดทดสอบ)',
  'cardImage.wrong': 'ตัวเลขเหล่านี้ไม่ตรงกับบัตร กรุณาตรวจสอบแล้วลองอีกครั้ง',
  'cardImage.incomplete': 'กรุณากรอกตัวเลข 4 หลัก',
};
