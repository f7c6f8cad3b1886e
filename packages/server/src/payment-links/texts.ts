import { PAGE_LOCALES, type PageLocale, withFallbacks } from '../html/locale.js';
import { ES_419 } from './locales/es-419.js';
import { LINK_TEXTS_EUROPE } from './locales/europe.js';

/** The payment link pages' texts. `{name}` marks a value filled in when shown. */
export interface LinkTexts {
  inactiveTitle: string;
  inactiveBody: string;
  unavailableTitle: string;
  unavailableBody: string;
  thanksTitle: string;
  paid: string;
  testMode: string;
}

/** Traditional Chinese (Taiwan); Hong Kong reads it too. */
const ZH_TW: LinkTexts = {
  inactiveTitle: '此連結已失效',
  inactiveBody: '{merchant} 已關閉此付款連結。請聯絡商家瞭解其他付款方式。',
  unavailableTitle: '此連結目前無法收款',
  unavailableBody: '其中有商品已無法購買。請聯絡 {merchant} 瞭解其他付款方式。',
  thanksTitle: '感謝您的付款',
  paid: '已付款 {amount} 給 {merchant}。',
  testMode: '測試模式',
};

const FIRST = {
  en: {
    inactiveTitle: 'This link is no longer active',
    inactiveBody: '{merchant} has turned this payment link off. Contact them for another way to pay.',
    unavailableTitle: 'This link cannot take payments right now',
    unavailableBody: 'Something it sells is no longer available. Contact {merchant} for another way to pay.',
    thanksTitle: 'Thanks for your payment',
    paid: '{amount} paid to {merchant}.',
    testMode: 'Test mode',
  },
  fr: {
    inactiveTitle: 'Ce lien n’est plus actif',
    inactiveBody: '{merchant} a désactivé ce lien de paiement. Contactez-le pour payer autrement.',
    unavailableTitle: 'Ce lien ne peut pas recevoir de paiement pour le moment',
    unavailableBody: 'Un des articles n’est plus disponible. Contactez {merchant} pour payer autrement.',
    thanksTitle: 'Merci pour votre paiement',
    paid: '{amount} payés à {merchant}.',
    testMode: 'Mode test',
  },
  de: {
    inactiveTitle: 'Dieser Link ist nicht mehr aktiv',
    inactiveBody:
      '{merchant} hat diesen Zahlungslink deaktiviert. Bitte wenden Sie sich an den Händler, um anders zu bezahlen.',
    unavailableTitle: 'Über diesen Link ist derzeit keine Zahlung möglich',
    unavailableBody:
      'Ein Artikel ist nicht mehr verfügbar. Bitte wenden Sie sich an {merchant}, um anders zu bezahlen.',
    thanksTitle: 'Vielen Dank für Ihre Zahlung',
    paid: '{amount} an {merchant} bezahlt.',
    testMode: 'Testmodus',
  },
  es: {
    inactiveTitle: 'Este enlace ya no está activo',
    inactiveBody:
      '{merchant} ha desactivado este enlace de pago. Ponte en contacto con el comercio para pagar de otra forma.',
    unavailableTitle: 'Este enlace no puede recibir pagos en este momento',
    unavailableBody:
      'Algún artículo ya no está disponible. Ponte en contacto con {merchant} para pagar de otra forma.',
    thanksTitle: 'Gracias por tu pago',
    paid: '{amount} pagados a {merchant}.',
    testMode: 'Modo de prueba',
  },
  nl: {
    inactiveTitle: 'Deze link is niet meer actief',
    inactiveBody:
      '{merchant} heeft deze betaallink uitgezet. Neem contact op met de verkoper om op een andere manier te betalen.',
    unavailableTitle: 'Via deze link kan nu niet worden betaald',
    unavailableBody:
      'Een van de artikelen is niet meer beschikbaar. Neem contact op met {merchant} om op een andere manier te betalen.',
    thanksTitle: 'Bedankt voor je betaling',
    paid: '{amount} betaald aan {merchant}.',
    testMode: 'Testmodus',
  },
  it: {
    inactiveTitle: 'Questo link non è più attivo',
    inactiveBody:
      '{merchant} ha disattivato questo link di pagamento. Contatta l’esercente per pagare in un altro modo.',
    unavailableTitle: 'Questo link non può ricevere pagamenti al momento',
    unavailableBody: 'Un articolo non è più disponibile. Contatta {merchant} per pagare in un altro modo.',
    thanksTitle: 'Grazie per il pagamento',
    paid: '{amount} pagati a {merchant}.',
    testMode: 'Modalità test',
  },
  ja: {
    inactiveTitle: 'このリンクは現在無効です',
    inactiveBody:
      '{merchant} はこの支払いリンクを無効にしました。ほかのお支払い方法については販売者にお問い合わせください。',
    unavailableTitle: 'このリンクでは現在お支払いいただけません',
    unavailableBody:
      '販売を終了した商品があります。ほかのお支払い方法については {merchant} にお問い合わせください。',
    thanksTitle: 'お支払いありがとうございました',
    paid: '{merchant} に {amount} を支払いました。',
    testMode: 'テストモード',
  },
  'pt-BR': {
    inactiveTitle: 'Este link não está mais ativo',
    inactiveBody: '{merchant} desativou este link de pagamento. Entre em contato para pagar de outra forma.',
    unavailableTitle: 'Este link não pode receber pagamentos no momento',
    unavailableBody: 'Um dos itens não está mais disponível. Fale com {merchant} para pagar de outra forma.',
    thanksTitle: 'Obrigado pelo seu pagamento',
    paid: '{amount} pagos a {merchant}.',
    testMode: 'Modo de teste',
  },
  pt: {
    inactiveTitle: 'Esta ligação já não está ativa',
    inactiveBody: '{merchant} desativou esta ligação de pagamento. Contacte-o para pagar de outra forma.',
    unavailableTitle: 'Esta ligação não pode receber pagamentos de momento',
    unavailableBody: 'Um dos artigos já não está disponível. Contacte {merchant} para pagar de outra forma.',
    thanksTitle: 'Obrigado pelo seu pagamento',
    paid: '{amount} pagos a {merchant}.',
    testMode: 'Modo de teste',
  },
  ko: {
    inactiveTitle: '이 링크는 더 이상 활성 상태가 아닙니다',
    inactiveBody: '{merchant}에서 이 결제 링크를 비활성화했습니다. 다른 결제 방법은 판매자에게 문의하세요.',
    unavailableTitle: '지금은 이 링크로 결제할 수 없습니다',
    unavailableBody:
      '판매 중인 상품 중 일부를 더 이상 구매할 수 없습니다. 다른 결제 방법은 {merchant}에 문의하세요.',
    thanksTitle: '결제해 주셔서 감사합니다',
    paid: '{merchant}에 {amount}을(를) 결제했습니다.',
    testMode: '테스트 모드',
  },
  zh: {
    inactiveTitle: '此链接已失效',
    inactiveBody: '{merchant} 已关闭此付款链接。请联系商家了解其他付款方式。',
    unavailableTitle: '此链接目前无法收款',
    unavailableBody: '其中有商品已无法购买。请联系 {merchant} 了解其他付款方式。',
    thanksTitle: '感谢您的付款',
    paid: '已向 {merchant} 支付 {amount}。',
    testMode: '测试模式',
  },
  'zh-TW': ZH_TW,
  id: {
    inactiveTitle: 'Tautan ini sudah tidak aktif',
    inactiveBody:
      '{merchant} telah menonaktifkan tautan pembayaran ini. Hubungi penjual untuk cara pembayaran lain.',
    unavailableTitle: 'Tautan ini tidak dapat menerima pembayaran saat ini',
    unavailableBody: 'Ada produk yang sudah tidak tersedia. Hubungi {merchant} untuk cara pembayaran lain.',
    thanksTitle: 'Terima kasih atas pembayaran Anda',
    paid: '{amount} telah dibayarkan kepada {merchant}.',
    testMode: 'Mode uji',
  },
  ms: {
    inactiveTitle: 'Pautan ini tidak lagi aktif',
    inactiveBody:
      '{merchant} telah mematikan pautan pembayaran ini. Hubungi mereka untuk cara pembayaran lain.',
    unavailableTitle: 'Pautan ini tidak dapat menerima pembayaran buat masa ini',
    unavailableBody: 'Ada barangan yang tidak lagi tersedia. Hubungi {merchant} untuk cara pembayaran lain.',
    thanksTitle: 'Terima kasih atas pembayaran anda',
    paid: '{amount} telah dibayar kepada {merchant}.',
    testMode: 'Mod ujian',
  },
  vi: {
    inactiveTitle: 'Liên kết này không còn hoạt động',
    inactiveBody:
      '{merchant} đã tắt liên kết thanh toán này. Hãy liên hệ người bán để thanh toán bằng cách khác.',
    unavailableTitle: 'Liên kết này hiện không thể nhận thanh toán',
    unavailableBody: 'Một sản phẩm không còn được bán. Hãy liên hệ {merchant} để thanh toán bằng cách khác.',
    thanksTitle: 'Cảm ơn bạn đã thanh toán',
    paid: 'Đã thanh toán {amount} cho {merchant}.',
    testMode: 'Chế độ thử nghiệm',
  },
  th: {
    inactiveTitle: 'ลิงก์นี้ไม่สามารถใช้งานได้แล้ว',
    inactiveBody: '{merchant} ปิดลิงก์ชำระเงินนี้แล้ว กรุณาติดต่อร้านค้าเพื่อชำระด้วยวิธีอื่น',
    unavailableTitle: 'ลิงก์นี้ไม่สามารถรับชำระเงินได้ในขณะนี้',
    unavailableBody: 'มีสินค้าบางรายการที่ไม่มีจำหน่ายแล้ว กรุณาติดต่อ {merchant} เพื่อชำระด้วยวิธีอื่น',
    thanksTitle: 'ขอบคุณสำหรับการชำระเงิน',
    paid: 'ชำระ {amount} ให้ {merchant} แล้ว',
    testMode: 'โหมดทดสอบ',
  },
  tr: {
    inactiveTitle: 'Bu bağlantı artık etkin değil',
    inactiveBody:
      '{merchant} bu ödeme bağlantısını kapattı. Başka bir ödeme yolu için satıcıyla iletişime geçin.',
    unavailableTitle: 'Bu bağlantı şu anda ödeme alamıyor',
    unavailableBody:
      'Satılan ürünlerden biri artık mevcut değil. Başka bir ödeme yolu için {merchant} ile iletişime geçin.',
    thanksTitle: 'Ödemeniz için teşekkürler',
    paid: '{merchant} alıcısına {amount} ödendi.',
    testMode: 'Test modu',
  },
  fil: {
    inactiveTitle: 'Hindi na aktibo ang link na ito',
    inactiveBody:
      'In-off ng {merchant} ang payment link na ito. Makipag-ugnayan sa kanila para sa ibang paraan ng pagbabayad.',
    unavailableTitle: 'Hindi makakatanggap ng bayad ang link na ito sa ngayon',
    unavailableBody:
      'May ibinebenta itong hindi na available. Makipag-ugnayan sa {merchant} para sa ibang paraan ng pagbabayad.',
    thanksTitle: 'Salamat sa iyong bayad',
    paid: '{amount} ang nabayaran sa {merchant}.',
    testMode: 'Test mode',
  },
  ar: {
    inactiveTitle: 'لم يعد هذا الرابط نشطًا',
    inactiveBody: 'أوقف {merchant} رابط الدفع هذا. تواصل معه لمعرفة طريقة أخرى للدفع.',
    unavailableTitle: 'لا يمكن لهذا الرابط استلام المدفوعات حاليًا',
    unavailableBody: 'أحد المنتجات المعروضة لم يعد متاحًا. تواصل مع {merchant} لمعرفة طريقة أخرى للدفع.',
    thanksTitle: 'شكرًا على دفعتك',
    paid: 'تم دفع {amount} إلى {merchant}.',
    testMode: 'وضع الاختبار',
  },
  he: {
    inactiveTitle: 'הקישור הזה כבר לא פעיל',
    inactiveBody: '{merchant} השבית/ה את קישור התשלום הזה. אפשר לפנות אליהם כדי לשלם בדרך אחרת.',
    unavailableTitle: 'כרגע לא ניתן לשלם דרך הקישור הזה',
    unavailableBody: 'אחד הפריטים כבר לא זמין. אפשר לפנות אל {merchant} כדי לשלם בדרך אחרת.',
    thanksTitle: 'תודה על התשלום',
    paid: '{amount} שולמו אל {merchant}.',
    testMode: 'מצב בדיקה',
  },
} satisfies Record<string, LinkTexts>;

// Regional variants have only what the region words differently: the rest is their parent's.
export const LINK_TEXTS: Readonly<Record<PageLocale, LinkTexts>> = withFallbacks<LinkTexts, PageLocale>(
  PAGE_LOCALES,
  { ...FIRST, ...LINK_TEXTS_EUROPE, 'es-419': ES_419 },
);
