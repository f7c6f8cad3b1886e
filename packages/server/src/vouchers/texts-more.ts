import type { VoucherTexts } from './texts.js';

/** Thai. */
export const TH: VoucherTexts = {
  title: 'ใบชำระเงิน {method}',
  badge: 'โหมดทดสอบ',
  amount: 'จำนวนเงิน',
  payTo: 'ชำระให้',
  expires: 'ชำระก่อน',
  number: 'เลขอ้างอิง',
  typedLine: 'ชุดตัวเลข',
  entity: 'รหัสหน่วยงาน',
  reference: 'เลขอ้างอิง',
  confirmationNumber: 'หมายเลขยืนยัน',
  paymentCode: 'รหัสชำระเงิน',
  barcode: 'บาร์โค้ดของใบชำระเงิน',
  print: 'พิมพ์',
  open: 'เปิดในหน้าต่างใหม่',
  pdf: 'ดาวน์โหลด PDF',
  paid: 'ชำระใบชำระเงินนี้แล้ว ขอบคุณ!',
  expired: 'ใบชำระเงินนี้หมดอายุแล้วและไม่สามารถชำระได้อีก',
  void: 'ใบชำระเงินนี้ใช้ไม่ได้แล้ว',
  testMode: 'โหมดทดสอบ: ไม่มีการโอนเงินจริง ใบชำระเงินจะถูกชำระหรือหมดอายุตามที่อีเมลทดสอบของการชำระเงินระบุ',
  instructions: {
    oxxo: 'ชำระเป็นเงินสดที่ร้าน OXXO สาขาใดก็ได้ก่อนใบชำระเงินหมดอายุ: แสดงบาร์โค้ดที่เคาน์เตอร์หรือแจ้งเลขอ้างอิง',
    boleto: 'ชำระที่ธนาคาร จุดจำหน่ายลอตเตอรี่ ตู้ ATM หรือแอปธนาคาร ด้วยบาร์โค้ดหรือชุดตัวเลข ก่อนวันครบกำหนด',
    konbini: 'ชำระเป็นเงินสดที่เคาน์เตอร์ของร้านสะดวกซื้อต่อไปนี้ โดยใช้รหัสชำระเงินและหมายเลขยืนยันของร้านนั้น',
    multibanco:
      'ชำระที่ตู้ ATM Multibanco หรือในแอปธนาคาร: เลือก “ชำระค่าบริการ” แล้วกรอกรหัสหน่วยงาน เลขอ้างอิง และจำนวนเงิน',
  },
};

/** Turkish. */
export const TR: VoucherTexts = {
  title: '{method} ödeme belgesi',
  badge: 'Test modu',
  amount: 'Tutar',
  payTo: 'Alıcı',
  expires: 'Son ödeme',
  number: 'Referans',
  typedLine: 'Sayısal satır',
  entity: 'Kurum kodu',
  reference: 'Referans',
  confirmationNumber: 'Onay numarası',
  paymentCode: 'Ödeme kodu',
  barcode: 'Ödeme belgesinin barkodu',
  print: 'Yazdır',
  open: 'Yeni pencerede aç',
  pdf: 'PDF indir',
  paid: 'Bu ödeme belgesi ödendi. Teşekkürler!',
  expired: 'Bu ödeme belgesinin süresi doldu ve artık ödenemez.',
  void: 'Bu ödeme belgesi artık geçerli değil.',
  testMode:
    'Test modu: gerçek para aktarılmaz. Ödeme belgesi, ödemenin test e-postasında yazdığı gibi ödenir veya süresi dolar.',
  instructions: {
    oxxo: 'Ödeme belgesinin süresi dolmadan herhangi bir OXXO mağazasında nakit ödeyin: kasada barkodu gösterin veya referansı söyleyin.',
    boleto:
      'Son ödeme tarihinden önce herhangi bir bankada, piyango bayisinde, ATM’de veya banka uygulamanızda barkod ya da sayısal satırla ödeyin.',
    konbini:
      'Aşağıdaki marketlerden birinin kasasında, o marketin ödeme kodu ve onay numarasıyla nakit ödeyin.',
    multibanco:
      'Multibanco ATM’sinde veya banka uygulamanızda “Hizmet ödemeleri”ni seçip kurum kodunu, referansı ve tutarı girerek ödeyin.',
  },
};

/** Filipino. */
export const FIL: VoucherTexts = {
  title: '{method} voucher',
  badge: 'Test mode',
  amount: 'Halaga',
  payTo: 'Magbayad sa',
  expires: 'Magbayad bago ang',
  number: 'Reference',
  typedLine: 'Typed line',
  entity: 'Entity',
  reference: 'Reference',
  confirmationNumber: 'Confirmation number',
  paymentCode: 'Payment code',
  barcode: 'Barcode ng voucher',
  print: 'I-print',
  open: 'Buksan sa bagong window',
  pdf: 'I-download ang PDF',
  paid: 'Bayad na ang voucher na ito. Salamat!',
  expired: 'Nag-expire na ang voucher na ito at hindi na ito mababayaran.',
  void: 'Hindi na valid ang voucher na ito.',
  testMode:
    'Test mode: walang totoong perang gumagalaw. Mababayaran o mag-e-expire ang voucher ayon sa sinasabi ng test email ng bayad.',
  instructions: {
    oxxo: 'Magbayad nang cash sa kahit anong OXXO store bago mag-expire ang voucher: ipakita ang barcode sa kahera o ibigay ang reference.',
    boleto:
      'Magbayad sa kahit anong bangko, lottery outlet o ATM, o sa app ng iyong bangko, gamit ang barcode o typed line, bago ang due date.',
    konbini:
      'Magbayad nang cash sa kahera ng isa sa mga convenience store na ito gamit ang payment code nito at ang confirmation number.',
    multibanco:
      'Magbayad sa Multibanco ATM o sa app ng iyong bangko: piliin ang “Payments of services” at ilagay ang entity, reference at halaga.',
  },
};
