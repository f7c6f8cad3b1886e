import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Thai. */
export const BANK_LINK_TH: BankLinkTexts = {
  merchantFallback: 'ร้านค้า',
  consentTitle: 'เชื่อมโยงบัญชีธนาคารของคุณ',
  consentBody:
    '{merchant} ใช้ Payframe เพื่อเชื่อมโยงบัญชีธนาคารของคุณ ข้อมูลเข้าสู่ระบบธนาคารของคุณจะไม่ถูกแชร์กับ {merchant}',
  agree: 'ยอมรับและดำเนินการต่อ',
  manual: 'กรอกข้อมูลธนาคารด้วยตนเอง',
  selectBank: 'เลือกธนาคารของคุณ',
  search: 'ค้นหาธนาคารของคุณ',
  noResults: 'ไม่พบธนาคารที่ตรงกับการค้นหา',
  signInTitle: 'เข้าสู่ระบบ {bank}',
  username: 'ชื่อผู้ใช้',
  password: 'รหัสผ่าน',
  signIn: 'เข้าสู่ระบบ',
  testMode: 'โหมดทดสอบ: ใช้ชื่อผู้ใช้และรหัสผ่านใดก็ได้',
  oauthWaiting: 'กรุณาอนุมัติการเข้าถึงในหน้าต่างที่เปิดขึ้น แล้วดำเนินการต่อ',
  continue: 'ดำเนินการต่อ',
  back: 'ย้อนกลับ',
  selectAccount: 'เลือกบัญชี',
  balance: 'ยอดคงเหลือ {amount}',
  notEligible: 'ไม่มีสิทธิ์',
  link: 'เชื่อมโยงบัญชี',
  successTitle: 'เชื่อมโยงบัญชีแล้ว',
  successBody: 'เชื่อมโยง {account} แล้ว',
  microdepositsBody:
    'จะมีการโอนเงินจำนวนเล็กน้อยเข้า {account} ภายใน 1–2 วันทำการ คุณจะต้องกรอกจำนวนเงินเหล่านั้นเพื่อยืนยันบัญชี',
  done: 'เสร็จสิ้น',
  manualDoneTitle: 'บันทึกข้อมูลธนาคารแล้ว',
  manualTitle: 'กรอกข้อมูลธนาคาร',
  routing: 'หมายเลขเส้นทาง (routing number)',
  account: 'เลขที่บัญชี',
  accountConfirm: 'ยืนยันเลขที่บัญชี',
  routingInvalid: 'กรุณากรอกหมายเลขเส้นทาง 9 หลักที่ถูกต้อง',
  accountInvalid: 'กรุณากรอกเลขที่บัญชี 4 ถึง 17 หลัก',
  accountMismatch: 'เลขที่บัญชีไม่ตรงกัน',
  verifyingTitle: 'กำลังยืนยันบัญชีของคุณ',
  verifyingBody: 'กำลังรอให้ {bank} แชร์รายละเอียดบัญชีของคุณ…',
  verificationIncomplete:
    'ไม่สามารถยืนยันบัญชีของคุณได้ทันที กรุณาเลือกธนาคารของคุณอีกครั้ง เลือกธนาคารอื่น หรือกรอกข้อมูลธนาคารด้วยตนเอง',
};
