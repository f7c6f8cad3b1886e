import { PAGE_LOCALES, pageLocale, withFallbacks } from '../html/locale.js';
import { KO, ZH, ZH_TW } from './invoice-texts-east-asian.js';
import { FIL, TH, TR } from './invoice-texts-more.js';
import { PT, PT_BR } from './invoice-texts-portuguese.js';
import { AR, HE } from './invoice-texts-rtl.js';
import { ID, MS, VI } from './invoice-texts-southeast-asian.js';
import { ES_419 } from './locales/es-419.js';
import { INVOICE_TEXTS_EUROPE } from './locales/europe.js';
import { FR_CA } from './locales/fr-CA.js';

/**
 * The hosted invoice page's, its PDF's and its e-mail's texts in the languages the
 * server's pages speak. `{name}` marks a value filled in when shown.
 */
export const INVOICE_LOCALES = PAGE_LOCALES;
export type InvoiceLocale = (typeof INVOICE_LOCALES)[number];

export interface InvoiceTexts {
  title: string;
  from: string;
  testMode: string;
  amountDue: string;
  dueOn: string;
  invoiceNumber: string;
  issued: string;
  dueDate: string;
  billedTo: string;
  description: string;
  quantity: string;
  amount: string;
  subtotal: string;
  discount: string;
  /** An inclusive tax's line: `{tax}` is its name and percentage. */
  taxIncluded: string;
  total: string;
  amountPaid: string;
  payTitle: string;
  pay: string;
  processing: string;
  paidTitle: string;
  paidOn: string;
  receipt: string;
  paymentMethod: string;
  paymentDate: string;
  downloadInvoice: string;
  voided: string;
  contact: string;
  loadError: string;
  emailSubject: string;
  emailIntro: string;
  emailPay: string;
  emailPdf: string;
}

const EN: InvoiceTexts = {
  title: 'Invoice {number}',
  from: 'Invoice from {merchant}',
  testMode: 'Test mode',
  amountDue: 'Amount due',
  dueOn: 'Due {date}',
  invoiceNumber: 'Invoice number',
  issued: 'Date of issue',
  dueDate: 'Date due',
  billedTo: 'Billed to',
  description: 'Description',
  quantity: 'Qty',
  amount: 'Amount',
  subtotal: 'Subtotal',
  discount: 'Discount',
  taxIncluded: 'Includes {tax}',
  total: 'Total',
  amountPaid: 'Amount paid',
  payTitle: 'Payment',
  pay: 'Pay {amount}',
  processing: 'Processing…',
  paidTitle: 'Invoice paid',
  paidOn: 'Paid on {date}',
  receipt: 'Receipt',
  paymentMethod: 'Payment method',
  paymentDate: 'Payment date',
  downloadInvoice: 'Download invoice',
  voided: 'This invoice has been voided and can no longer be paid.',
  contact: 'Questions? Contact {merchant}',
  loadError: 'The payment form could not be loaded. Reload the page to try again.',
  emailSubject: 'Invoice {number} from {merchant}',
  emailIntro: '{merchant} sent you invoice {number} for {amount}, due {date}.',
  emailPay: 'Pay it online:',
  emailPdf: 'Download it as a PDF:',
};

const FR: InvoiceTexts = {
  title: 'Facture {number}',
  from: 'Facture de {merchant}',
  testMode: 'Mode test',
  amountDue: 'Montant dû',
  dueOn: 'À régler avant le {date}',
  invoiceNumber: 'Numéro de facture',
  issued: 'Date d’émission',
  dueDate: 'Date d’échéance',
  billedTo: 'Facturé à',
  description: 'Description',
  quantity: 'Qté',
  amount: 'Montant',
  subtotal: 'Sous-total',
  discount: 'Remise',
  taxIncluded: 'Dont {tax}',
  total: 'Total',
  amountPaid: 'Montant payé',
  payTitle: 'Paiement',
  pay: 'Payer {amount}',
  processing: 'Traitement…',
  paidTitle: 'Facture payée',
  paidOn: 'Payée le {date}',
  receipt: 'Reçu',
  paymentMethod: 'Moyen de paiement',
  paymentDate: 'Date du paiement',
  downloadInvoice: 'Télécharger la facture',
  voided: 'Cette facture a été annulée et ne peut plus être payée.',
  contact: 'Des questions ? Contactez {merchant}',
  loadError: 'Le formulaire de paiement n’a pas pu être chargé. Rechargez la page pour réessayer.',
  emailSubject: 'Facture {number} de {merchant}',
  emailIntro:
    '{merchant} vous a envoyé la facture {number} d’un montant de {amount}, à régler avant le {date}.',
  emailPay: 'Payez-la en ligne :',
  emailPdf: 'Téléchargez-la en PDF :',
};

const DE: InvoiceTexts = {
  title: 'Rechnung {number}',
  from: 'Rechnung von {merchant}',
  testMode: 'Testmodus',
  amountDue: 'Fälliger Betrag',
  dueOn: 'Fällig am {date}',
  invoiceNumber: 'Rechnungsnummer',
  issued: 'Rechnungsdatum',
  dueDate: 'Fälligkeitsdatum',
  billedTo: 'Rechnung an',
  description: 'Beschreibung',
  quantity: 'Menge',
  amount: 'Betrag',
  subtotal: 'Zwischensumme',
  discount: 'Rabatt',
  taxIncluded: 'Enthält {tax}',
  total: 'Gesamt',
  amountPaid: 'Bezahlter Betrag',
  payTitle: 'Zahlung',
  pay: '{amount} bezahlen',
  processing: 'Wird verarbeitet…',
  paidTitle: 'Rechnung bezahlt',
  paidOn: 'Bezahlt am {date}',
  receipt: 'Beleg',
  paymentMethod: 'Zahlungsmethode',
  paymentDate: 'Zahlungsdatum',
  downloadInvoice: 'Rechnung herunterladen',
  voided: 'Diese Rechnung wurde storniert und kann nicht mehr bezahlt werden.',
  contact: 'Fragen? Wenden Sie sich an {merchant}',
  loadError:
    'Das Zahlungsformular konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
  emailSubject: 'Rechnung {number} von {merchant}',
  emailIntro: '{merchant} hat Ihnen die Rechnung {number} über {amount} gesendet, fällig am {date}.',
  emailPay: 'Online bezahlen:',
  emailPdf: 'Als PDF herunterladen:',
};

const ES: InvoiceTexts = {
  title: 'Factura {number}',
  from: 'Factura de {merchant}',
  testMode: 'Modo de prueba',
  amountDue: 'Importe adeudado',
  dueOn: 'Vence el {date}',
  invoiceNumber: 'Número de factura',
  issued: 'Fecha de emisión',
  dueDate: 'Fecha de vencimiento',
  billedTo: 'Facturado a',
  description: 'Descripción',
  quantity: 'Cant.',
  amount: 'Importe',
  subtotal: 'Subtotal',
  discount: 'Descuento',
  taxIncluded: 'Incluye {tax}',
  total: 'Total',
  amountPaid: 'Importe pagado',
  payTitle: 'Pago',
  pay: 'Pagar {amount}',
  processing: 'Procesando…',
  paidTitle: 'Factura pagada',
  paidOn: 'Pagada el {date}',
  receipt: 'Recibo',
  paymentMethod: 'Método de pago',
  paymentDate: 'Fecha de pago',
  downloadInvoice: 'Descargar factura',
  voided: 'Esta factura se ha anulado y ya no se puede pagar.',
  contact: '¿Preguntas? Contacta con {merchant}',
  loadError:
    'No se ha podido cargar el formulario de pago. Vuelve a cargar la página para intentarlo de nuevo.',
  emailSubject: 'Factura {number} de {merchant}',
  emailIntro: '{merchant} te ha enviado la factura {number} por {amount}, con vencimiento el {date}.',
  emailPay: 'Págala en línea:',
  emailPdf: 'Descárgala en PDF:',
};

const NL: InvoiceTexts = {
  title: 'Factuur {number}',
  from: 'Factuur van {merchant}',
  testMode: 'Testmodus',
  amountDue: 'Te betalen bedrag',
  dueOn: 'Te betalen vóór {date}',
  invoiceNumber: 'Factuurnummer',
  issued: 'Factuurdatum',
  dueDate: 'Vervaldatum',
  billedTo: 'Gefactureerd aan',
  description: 'Omschrijving',
  quantity: 'Aantal',
  amount: 'Bedrag',
  subtotal: 'Subtotaal',
  discount: 'Korting',
  taxIncluded: 'Inclusief {tax}',
  total: 'Totaal',
  amountPaid: 'Betaald bedrag',
  payTitle: 'Betaling',
  pay: '{amount} betalen',
  processing: 'Bezig met verwerken…',
  paidTitle: 'Factuur betaald',
  paidOn: 'Betaald op {date}',
  receipt: 'Betaalbewijs',
  paymentMethod: 'Betaalmethode',
  paymentDate: 'Betaaldatum',
  downloadInvoice: 'Factuur downloaden',
  voided: 'Deze factuur is ongeldig gemaakt en kan niet meer worden betaald.',
  contact: 'Vragen? Neem contact op met {merchant}',
  loadError:
    'Het betaalformulier kon niet worden geladen. Laad de pagina opnieuw om het nogmaals te proberen.',
  emailSubject: 'Factuur {number} van {merchant}',
  emailIntro: '{merchant} heeft je factuur {number} gestuurd voor {amount}, te betalen vóór {date}.',
  emailPay: 'Online betalen:',
  emailPdf: 'Als pdf downloaden:',
};

const IT: InvoiceTexts = {
  title: 'Fattura {number}',
  from: 'Fattura di {merchant}',
  testMode: 'Modalità test',
  amountDue: 'Importo dovuto',
  dueOn: 'Scadenza {date}',
  invoiceNumber: 'Numero fattura',
  issued: 'Data di emissione',
  dueDate: 'Data di scadenza',
  billedTo: 'Intestata a',
  description: 'Descrizione',
  quantity: 'Qtà',
  amount: 'Importo',
  subtotal: 'Subtotale',
  discount: 'Sconto',
  taxIncluded: 'Include {tax}',
  total: 'Totale',
  amountPaid: 'Importo pagato',
  payTitle: 'Pagamento',
  pay: 'Paga {amount}',
  processing: 'Elaborazione…',
  paidTitle: 'Fattura pagata',
  paidOn: 'Pagata il {date}',
  receipt: 'Ricevuta',
  paymentMethod: 'Metodo di pagamento',
  paymentDate: 'Data di pagamento',
  downloadInvoice: 'Scarica la fattura',
  voided: 'Questa fattura è stata annullata e non può più essere pagata.',
  contact: 'Domande? Contatta {merchant}',
  loadError: 'Non è stato possibile caricare il modulo di pagamento. Ricarica la pagina per riprovare.',
  emailSubject: 'Fattura {number} di {merchant}',
  emailIntro: '{merchant} ti ha inviato la fattura {number} di {amount}, con scadenza {date}.',
  emailPay: 'Pagala online:',
  emailPdf: 'Scaricala in PDF:',
};

const JA: InvoiceTexts = {
  title: '請求書 {number}',
  from: '{merchant} からの請求書',
  testMode: 'テストモード',
  amountDue: 'ご請求額',
  dueOn: '支払期日 {date}',
  invoiceNumber: '請求書番号',
  issued: '発行日',
  dueDate: '支払期日',
  billedTo: '請求先',
  description: '内容',
  quantity: '数量',
  amount: '金額',
  subtotal: '小計',
  discount: '割引',
  taxIncluded: '{tax}（内税）',
  total: '合計',
  amountPaid: 'お支払い済み金額',
  payTitle: 'お支払い',
  pay: '{amount} を支払う',
  processing: '処理中…',
  paidTitle: 'お支払い済みの請求書',
  paidOn: '{date} にお支払い済み',
  receipt: '領収書',
  paymentMethod: 'お支払い方法',
  paymentDate: 'お支払い日',
  downloadInvoice: '請求書をダウンロード',
  voided: 'この請求書は無効になったため、お支払いいただけません。',
  contact: 'ご不明な点は {merchant} までお問い合わせください',
  loadError: 'お支払いフォームを読み込めませんでした。ページを再読み込みしてもう一度お試しください。',
  emailSubject: '{merchant} からの請求書 {number}',
  emailIntro: '{merchant} から請求書 {number}（{amount}、支払期日 {date}）が届きました。',
  emailPay: 'オンラインでのお支払い：',
  emailPdf: 'PDF のダウンロード：',
};

// Regional variants have only what the region words differently: the rest is their parent's.
export const INVOICE_TEXTS: Readonly<Record<InvoiceLocale, InvoiceTexts>> = withFallbacks<
  InvoiceTexts,
  InvoiceLocale
>(INVOICE_LOCALES, {
  en: EN,
  fr: FR,
  de: DE,
  es: ES,
  nl: NL,
  it: IT,
  ja: JA,
  'pt-BR': PT_BR,
  pt: PT,
  ko: KO,
  zh: ZH,
  'zh-TW': ZH_TW,
  id: ID,
  ms: MS,
  vi: VI,
  th: TH,
  tr: TR,
  fil: FIL,
  ar: AR,
  he: HE,
  ...INVOICE_TEXTS_EUROPE,
  'es-419': ES_419,
  'fr-CA': FR_CA,
});

/** Fills `{name}` marks with values. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (mark, name: string) => values[name] ?? mark);
}

/** The language: the first of the asked ones (locale, the customer's, the browser's) we speak, else English. */
export const invoiceLocale: (...asked: (string | readonly string[] | null | undefined)[]) => InvoiceLocale =
  pageLocale;
