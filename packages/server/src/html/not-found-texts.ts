import type { PageLocale } from './locale.js';

/** What the page for a link that leads nowhere says: its title, its heading and what to do. */
export interface NotFoundTexts {
  title: string;
  heading: string;
  body: string;
}

const t = (title: string, heading: string, body: string): NotFoundTexts => ({ title, heading, body });

/** Three short texts in every page language: one file for them all, a line each. */
export const NOT_FOUND_TEXTS: Readonly<Record<PageLocale, NotFoundTexts>> = {
  en: t(
    'Link not valid',
    'This link is not valid',
    'This page does not exist, or its link is incomplete. Start the payment again from the shop.',
  ),
  fr: t(
    'Lien non valide',
    'Ce lien n’est pas valide',
    'Cette page n’existe pas ou son lien est incomplet. Recommencez le paiement depuis la boutique.',
  ),
  'fr-CA': t(
    'Lien non valide',
    'Ce lien n’est pas valide',
    'Cette page n’existe pas ou son lien est incomplet. Recommencez le paiement à partir de la boutique.',
  ),
  de: t(
    'Link ungültig',
    'Dieser Link ist ungültig',
    'Diese Seite existiert nicht oder ihr Link ist unvollständig. Starten Sie die Zahlung erneut im Shop.',
  ),
  es: t(
    'Enlace no válido',
    'Este enlace no es válido',
    'Esta página no existe o su enlace está incompleto. Vuelve a iniciar el pago desde la tienda.',
  ),
  'es-419': t(
    'Enlace no válido',
    'Este enlace no es válido',
    'Esta página no existe o su enlace está incompleto. Vuelve a iniciar el pago desde la tienda.',
  ),
  nl: t(
    'Link ongeldig',
    'Deze link is ongeldig',
    'Deze pagina bestaat niet of de link is onvolledig. Begin de betaling opnieuw vanuit de winkel.',
  ),
  it: t(
    'Link non valido',
    'Questo link non è valido',
    'Questa pagina non esiste o il suo link è incompleto. Ricomincia il pagamento dal negozio.',
  ),
  ja: t(
    '無効なリンク',
    'このリンクは無効です',
    'このページは存在しないか、リンクが不完全です。ショップからもう一度お支払いを始めてください。',
  ),
  'pt-BR': t(
    'Link inválido',
    'Este link não é válido',
    'Esta página não existe ou o link está incompleto. Comece o pagamento de novo pela loja.',
  ),
  pt: t(
    'Ligação inválida',
    'Esta ligação não é válida',
    'Esta página não existe ou a ligação está incompleta. Recomece o pagamento a partir da loja.',
  ),
  ko: t(
    '유효하지 않은 링크',
    '유효하지 않은 링크입니다',
    '페이지가 없거나 링크가 불완전합니다. 상점에서 결제를 다시 시작해 주세요.',
  ),
  zh: t('链接无效', '此链接无效', '此页面不存在，或链接不完整。请从商店重新开始付款。'),
  'zh-TW': t('連結無效', '此連結無效', '此頁面不存在，或連結不完整。請從商店重新開始付款。'),
  'zh-HK': t('連結無效', '此連結無效', '此頁面不存在，或連結不完整。請從商店重新開始付款。'),
  id: t(
    'Tautan tidak valid',
    'Tautan ini tidak valid',
    'Halaman ini tidak ada atau tautannya tidak lengkap. Mulai lagi pembayaran dari toko.',
  ),
  ms: t(
    'Pautan tidak sah',
    'Pautan ini tidak sah',
    'Halaman ini tidak wujud atau pautannya tidak lengkap. Mulakan semula pembayaran dari kedai.',
  ),
  vi: t(
    'Liên kết không hợp lệ',
    'Liên kết này không hợp lệ',
    'Trang này không tồn tại hoặc liên kết không đầy đủ. Hãy bắt đầu lại thanh toán từ cửa hàng.',
  ),
  th: t('ลิงก์ไม่ถูกต้อง', 'ลิงก์นี้ไม่ถูกต้อง', 'ไม่มีหน้านี้ หรือลิงก์ไม่สมบูรณ์ โปรดเริ่มชำระเงินใหม่จากร้านค้า'),
  tr: t(
    'Geçersiz bağlantı',
    'Bu bağlantı geçerli değil',
    'Bu sayfa yok veya bağlantısı eksik. Ödemeye mağazadan yeniden başlayın.',
  ),
  fil: t(
    'Hindi valid ang link',
    'Hindi valid ang link na ito',
    'Walang ganitong page, o kulang ang link nito. Simulan ulit ang pagbabayad mula sa shop.',
  ),
  ar: t(
    'الرابط غير صالح',
    'هذا الرابط غير صالح',
    'هذه الصفحة غير موجودة أو رابطها غير مكتمل. ابدأ الدفع من جديد من المتجر.',
  ),
  he: t(
    'הקישור לא תקין',
    'הקישור הזה לא תקין',
    'הדף הזה לא קיים או שהקישור אליו חלקי. אפשר להתחיל את התשלום מחדש מהחנות.',
  ),
  bg: t(
    'Невалидна връзка',
    'Тази връзка не е валидна',
    'Тази страница не съществува или връзката е непълна. Започнете плащането отново от магазина.',
  ),
  cs: t(
    'Neplatný odkaz',
    'Tento odkaz není platný',
    'Tato stránka neexistuje nebo je odkaz neúplný. Začněte platbu znovu v obchodě.',
  ),
  da: t(
    'Ugyldigt link',
    'Linket er ugyldigt',
    'Siden findes ikke, eller linket er ufuldstændigt. Start betalingen forfra i butikken.',
  ),
  el: t(
    'Μη έγκυρος σύνδεσμος',
    'Αυτός ο σύνδεσμος δεν είναι έγκυρος',
    'Η σελίδα δεν υπάρχει ή ο σύνδεσμος είναι ελλιπής. Ξεκινήστε ξανά την πληρωμή από το κατάστημα.',
  ),
  et: t(
    'Link ei kehti',
    'See link ei kehti',
    'Seda lehte pole või link on puudulik. Alustage makset poes uuesti.',
  ),
  fi: t(
    'Virheellinen linkki',
    'Tämä linkki ei kelpaa',
    'Sivua ei ole tai linkki on puutteellinen. Aloita maksu uudelleen kaupasta.',
  ),
  hr: t(
    'Nevažeća poveznica',
    'Ova poveznica nije važeća',
    'Ova stranica ne postoji ili je poveznica nepotpuna. Ponovno započnite plaćanje u trgovini.',
  ),
  hu: t(
    'Érvénytelen link',
    'Ez a link érvénytelen',
    'Ez az oldal nem létezik, vagy a linkje hiányos. Kezdje újra a fizetést az áruházban.',
  ),
  lt: t(
    'Netinkama nuoroda',
    'Ši nuoroda netinkama',
    'Šio puslapio nėra arba nuoroda nepilna. Pradėkite mokėjimą iš naujo parduotuvėje.',
  ),
  lv: t(
    'Nederīga saite',
    'Šī saite nav derīga',
    'Šī lapa nepastāv vai saite ir nepilnīga. Sāciet maksājumu no jauna veikalā.',
  ),
  mt: t(
    'Link mhux validu',
    'Din il-link mhix valida',
    'Din il-paġna ma teżistix jew il-link tagħha mhix kompluta. Erġa’ ibda l-ħlas mill-ħanut.',
  ),
  nb: t(
    'Ugyldig lenke',
    'Denne lenken er ugyldig',
    'Siden finnes ikke, eller lenken er ufullstendig. Start betalingen på nytt fra butikken.',
  ),
  pl: t(
    'Nieprawidłowy link',
    'Ten link jest nieprawidłowy',
    'Ta strona nie istnieje lub link jest niekompletny. Rozpocznij płatność ponownie w sklepie.',
  ),
  ro: t(
    'Link nevalid',
    'Acest link nu este valid',
    'Această pagină nu există sau linkul este incomplet. Reîncepeți plata din magazin.',
  ),
  ru: t(
    'Недействительная ссылка',
    'Эта ссылка недействительна',
    'Такой страницы нет, или ссылка неполная. Начните оплату заново в магазине.',
  ),
  sk: t(
    'Neplatný odkaz',
    'Tento odkaz nie je platný',
    'Táto stránka neexistuje alebo je odkaz neúplný. Začnite platbu znova v obchode.',
  ),
  sl: t(
    'Neveljavna povezava',
    'Ta povezava ni veljavna',
    'Ta stran ne obstaja ali pa je povezava nepopolna. Plačilo znova začnite v trgovini.',
  ),
  sv: t(
    'Ogiltig länk',
    'Länken är ogiltig',
    'Sidan finns inte eller så är länken ofullständig. Börja om betalningen från butiken.',
  ),
};
