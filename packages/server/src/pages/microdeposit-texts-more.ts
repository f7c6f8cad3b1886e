import type { MicrodepositTexts } from './microdeposit-texts.js';

/** Thai. */
export const TH: MicrodepositTexts = {
  badge: 'โหมดทดสอบ',
  title: 'ยืนยันบัญชีธนาคารของท่าน',
  intro: 'เราได้โอนเงินจำนวนเล็กน้อยเข้า {account} กรุณากรอกข้อมูลที่เห็นในรายการเดินบัญชีเพื่อดำเนินการให้เสร็จสิ้น',
  codeHelp: 'ค้นหารหัส 6 ตัวอักษรที่ขึ้นต้นด้วย SM ในรายละเอียดของยอดเงินที่โอนเข้า',
  amountsHelp: 'กรอกจำนวนเงินที่โอนเข้าทั้งสองรายการ เป็นหน่วยเซนต์',
  code: 'รหัส',
  amount1: 'จำนวนเงินแรก (เซนต์)',
  amount2: 'จำนวนเงินที่สอง (เซนต์)',
  verify: 'ยืนยัน',
  verified: 'ยืนยันบัญชีธนาคารของท่านแล้ว ขอบคุณ',
  locked: 'ไม่สามารถยืนยันบัญชีธนาคารนี้ได้อีก: ลองหลายครั้งเกินไปหรือเลยกำหนดแล้ว กรุณาชำระด้วยวิธีอื่น',
  void: 'ไม่จำเป็นต้องยืนยันนี้อีกต่อไป',
  wrongCode: 'รหัสไม่ตรงกับที่เราส่งไป',
  wrongAmounts: 'จำนวนเงินไม่ตรงกับที่เราโอนไป',
  remaining: 'จำนวนครั้งที่เหลือ: {n}',
  invalid: 'กรุณากรอกข้อมูลให้ครบทุกช่อง',
  arrival: 'คาดว่าจะได้รับภายใน',
  testCode: 'โหมดทดสอบ: ไม่มีการโอนเงินจริง รหัสคือ SM11AA',
  testAmounts: 'โหมดทดสอบ: ไม่มีการโอนเงินจริง จำนวนเงินคือ 32 และ 45',
};

/** Turkish. */
export const TR: MicrodepositTexts = {
  badge: 'Test modu',
  title: 'Banka hesabınızı doğrulayın',
  intro:
    '{account} hesabına küçük bir tutar yatırdık. Tamamlamak için hesap özetinizde gördüğünüz bilgiyi girin.',
  codeHelp: 'Yatırılan tutarın açıklamasında SM ile başlayan 6 karakterli kodu bulun.',
  amountsHelp: 'Yatırılan iki tutarı sent cinsinden girin.',
  code: 'Kod',
  amount1: 'Birinci tutar (sent)',
  amount2: 'İkinci tutar (sent)',
  verify: 'Doğrula',
  verified: 'Banka hesabınız doğrulandı. Teşekkürler.',
  locked:
    'Bu banka hesabı artık doğrulanamaz: çok fazla deneme yapıldı veya süre doldu. Başka bir yolla ödeyin.',
  void: 'Bu doğrulamaya artık gerek yok.',
  wrongCode: 'Bu kod gönderdiğimiz kodla eşleşmiyor.',
  wrongAmounts: 'Bu tutarlar gönderdiğimiz tutarlarla eşleşmiyor.',
  remaining: 'Kalan deneme hakkı: {n}.',
  invalid: 'Lütfen tüm alanları doldurun.',
  arrival: 'Beklenen tarih',
  testCode: 'Test modu: gerçek para aktarılmaz. Kod SM11AA.',
  testAmounts: 'Test modu: gerçek para aktarılmaz. Tutarlar 32 ve 45.',
};

/** Filipino. */
export const FIL: MicrodepositTexts = {
  badge: 'Test mode',
  title: 'I-verify ang iyong bank account',
  intro:
    'Nagpadala kami ng maliit na deposito sa {account}. Ilagay ang nakikita mo sa iyong bank statement para matapos.',
  codeHelp: 'Hanapin ang 6 na character na code na nagsisimula sa SM sa description ng deposito.',
  amountsHelp: 'Ilagay ang dalawang halaga ng deposito, sa cents.',
  code: 'Code',
  amount1: 'Unang halaga (cents)',
  amount2: 'Ikalawang halaga (cents)',
  verify: 'I-verify',
  verified: 'Na-verify na ang iyong bank account. Salamat.',
  locked:
    'Hindi na mave-verify ang bank account na ito: masyadong maraming pagsubok, o huli na. Magbayad sa ibang paraan.',
  void: 'Hindi na kailangan ang verification na ito.',
  wrongCode: 'Hindi tugma ang code na iyan sa ipinadala namin.',
  wrongAmounts: 'Hindi tugma ang mga halagang iyan sa ipinadala namin.',
  remaining: 'Natitirang pagsubok: {n}.',
  invalid: 'Pakisagutan ang bawat field.',
  arrival: 'Inaasahang darating bago ang',
  testCode: 'Test mode: walang totoong perang gumagalaw. Ang code ay SM11AA.',
  testAmounts: 'Test mode: walang totoong perang gumagalaw. Ang mga halaga ay 32 at 45.',
};
