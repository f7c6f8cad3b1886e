import { PAGE_LOCALES, pageLocale, withFallbacks } from '../html/locale.js';
import { ES_419 } from './locales/es-419.js';
import { VOUCHER_TEXTS_EUROPE } from './locales/europe.js';
import { FR_CA } from './locales/fr-CA.js';
import { KO, ZH, ZH_TW } from './texts-east-asian.js';
import { FIL, TH, TR } from './texts-more.js';
import { PT, PT_BR } from './texts-portuguese.js';
import { AR, HE } from './texts-rtl.js';
import { ID, MS, VI } from './texts-southeast-asian.js';
/**
 * The hosted voucher page's texts in the languages the server's pages speak (the same set as
 * the invoice and payment link pages), picked from the `locale` the controller passes or the browser's languages.
 */
export const VOUCHER_LOCALES = PAGE_LOCALES;
export type VoucherLocale = (typeof VOUCHER_LOCALES)[number];

export interface VoucherTexts {
  title: string;
  amount: string;
  payTo: string;
  expires: string;
  number: string;
  typedLine: string;
  entity: string;
  reference: string;
  confirmationNumber: string;
  paymentCode: string;
  barcode: string;
  print: string;
  open: string;
  pdf: string;
  paid: string;
  expired: string;
  void: string;
  badge: string;
  testMode: string;
  instructions: Record<'oxxo' | 'boleto' | 'konbini' | 'multibanco', string>;
}

const EN: VoucherTexts = {
  title: '{method} voucher',
  badge: 'Test mode',
  amount: 'Amount',
  payTo: 'Pay to',
  expires: 'Pay before',
  number: 'Reference',
  typedLine: 'Typed line',
  entity: 'Entity',
  reference: 'Reference',
  confirmationNumber: 'Confirmation number',
  paymentCode: 'Payment code',
  barcode: 'Barcode of the voucher',
  print: 'Print',
  open: 'Open in a new window',
  pdf: 'Download PDF',
  paid: 'This voucher has been paid. Thank you!',
  expired: 'This voucher has expired and can no longer be paid.',
  void: 'This voucher is no longer valid.',
  testMode:
    'Test mode: no money moves. The voucher is paid or expires as the test e-mail of the payment says.',
  instructions: {
    oxxo: 'Pay in cash at any OXXO store before the voucher expires: show the barcode at the till or give the reference.',
    boleto:
      'Pay at any bank, lottery outlet or ATM, or in your bank’s app, with the barcode or the typed line, before the due date.',
    konbini:
      'Pay in cash at the till of one of these convenience stores with its payment code and the confirmation number.',
    multibanco:
      'Pay at a Multibanco ATM or in your bank’s app: choose “Payments of services” and enter the entity, the reference and the amount.',
  },
};

const FR: VoucherTexts = {
  title: 'Bon {method}',
  badge: 'Mode test',
  amount: 'Montant',
  payTo: 'Bénéficiaire',
  expires: 'À payer avant le',
  number: 'Référence',
  typedLine: 'Ligne numérique',
  entity: 'Entité',
  reference: 'Référence',
  confirmationNumber: 'Numéro de confirmation',
  paymentCode: 'Code de paiement',
  barcode: 'Code-barres du bon',
  print: 'Imprimer',
  open: 'Ouvrir dans une nouvelle fenêtre',
  pdf: 'Télécharger le PDF',
  paid: 'Ce bon a été payé. Merci !',
  expired: 'Ce bon a expiré et ne peut plus être payé.',
  void: 'Ce bon n’est plus valable.',
  testMode:
    'Mode test : aucun argent n’est versé. Le bon est payé ou expire selon l’e-mail de test du paiement.',
  instructions: {
    oxxo: 'Payez en espèces dans n’importe quel magasin OXXO avant l’expiration du bon : présentez le code-barres en caisse ou donnez la référence.',
    boleto:
      'Payez dans n’importe quelle banque, point de loterie ou distributeur, ou dans l’application de votre banque, avec le code-barres ou la ligne numérique, avant l’échéance.',
    konbini:
      'Payez en espèces à la caisse de l’une de ces supérettes avec son code de paiement et le numéro de confirmation.',
    multibanco:
      'Payez à un distributeur Multibanco ou dans l’application de votre banque : choisissez « Paiement de services » et saisissez l’entité, la référence et le montant.',
  },
};

const DE: VoucherTexts = {
  title: '{method}-Gutschein',
  badge: 'Testmodus',
  amount: 'Betrag',
  payTo: 'Empfänger',
  expires: 'Zahlbar bis',
  number: 'Referenz',
  typedLine: 'Zahlungszeile',
  entity: 'Entität',
  reference: 'Referenz',
  confirmationNumber: 'Bestätigungsnummer',
  paymentCode: 'Zahlungscode',
  barcode: 'Barcode des Gutscheins',
  print: 'Drucken',
  open: 'In neuem Fenster öffnen',
  pdf: 'PDF herunterladen',
  paid: 'Dieser Gutschein wurde bezahlt. Vielen Dank!',
  expired: 'Dieser Gutschein ist abgelaufen und kann nicht mehr bezahlt werden.',
  void: 'Dieser Gutschein ist nicht mehr gültig.',
  testMode:
    'Testmodus: Es fließt kein Geld. Der Gutschein wird bezahlt oder läuft ab, wie es die Test-E-Mail der Zahlung vorgibt.',
  instructions: {
    oxxo: 'Zahlen Sie bar in einer beliebigen OXXO-Filiale, bevor der Gutschein abläuft: Zeigen Sie an der Kasse den Barcode oder nennen Sie die Referenz.',
    boleto:
      'Zahlen Sie vor dem Fälligkeitsdatum bei einer Bank, Lottoannahmestelle, an einem Geldautomaten oder in der App Ihrer Bank mit dem Barcode oder der Zahlungszeile.',
    konbini:
      'Zahlen Sie bar an der Kasse eines dieser Convenience-Stores mit dessen Zahlungscode und der Bestätigungsnummer.',
    multibanco:
      'Zahlen Sie an einem Multibanco-Automaten oder in der App Ihrer Bank: Wählen Sie „Zahlung von Dienstleistungen“ und geben Sie Entität, Referenz und Betrag ein.',
  },
};

const ES: VoucherTexts = {
  title: 'Ficha de {method}',
  badge: 'Modo de prueba',
  amount: 'Importe',
  payTo: 'Pagar a',
  expires: 'Pagar antes de',
  number: 'Referencia',
  typedLine: 'Línea digitable',
  entity: 'Entidad',
  reference: 'Referencia',
  confirmationNumber: 'Número de confirmación',
  paymentCode: 'Código de pago',
  barcode: 'Código de barras de la ficha',
  print: 'Imprimir',
  open: 'Abrir en una ventana nueva',
  pdf: 'Descargar PDF',
  paid: 'Esta ficha ya está pagada. ¡Gracias!',
  expired: 'Esta ficha ha vencido y ya no se puede pagar.',
  void: 'Esta ficha ya no es válida.',
  testMode:
    'Modo de prueba: no se mueve dinero. La ficha se paga o vence según el correo de prueba del pago.',
  instructions: {
    oxxo: 'Paga en efectivo en cualquier tienda OXXO antes de que venza la ficha: muestra el código de barras en caja o dicta la referencia.',
    boleto:
      'Paga en cualquier banco, lotería o cajero, o en la app de tu banco, con el código de barras o la línea digitable, antes del vencimiento.',
    konbini:
      'Paga en efectivo en la caja de una de estas tiendas de conveniencia con su código de pago y el número de confirmación.',
    multibanco:
      'Paga en un cajero Multibanco o en la app de tu banco: elige «Pago de servicios» e introduce la entidad, la referencia y el importe.',
  },
};

const NL: VoucherTexts = {
  title: '{method}-voucher',
  badge: 'Testmodus',
  amount: 'Bedrag',
  payTo: 'Betalen aan',
  expires: 'Betalen vóór',
  number: 'Referentie',
  typedLine: 'Betaalregel',
  entity: 'Entiteit',
  reference: 'Referentie',
  confirmationNumber: 'Bevestigingsnummer',
  paymentCode: 'Betaalcode',
  barcode: 'Barcode van de voucher',
  print: 'Afdrukken',
  open: 'Openen in een nieuw venster',
  pdf: 'PDF downloaden',
  paid: 'Deze voucher is betaald. Bedankt!',
  expired: 'Deze voucher is verlopen en kan niet meer worden betaald.',
  void: 'Deze voucher is niet meer geldig.',
  testMode:
    'Testmodus: er wordt geen geld overgemaakt. De voucher wordt betaald of verloopt zoals het test-e-mailadres van de betaling zegt.',
  instructions: {
    oxxo: 'Betaal contant in een OXXO-winkel voordat de voucher verloopt: laat de barcode bij de kassa zien of geef de referentie op.',
    boleto:
      'Betaal vóór de vervaldatum bij een bank, loterijpunt of geldautomaat, of in de app van je bank, met de barcode of de betaalregel.',
    konbini:
      'Betaal contant bij de kassa van een van deze buurtwinkels met de betaalcode van die winkel en het bevestigingsnummer.',
    multibanco:
      'Betaal bij een Multibanco-geldautomaat of in de app van je bank: kies ‘Betaling van diensten’ en voer de entiteit, de referentie en het bedrag in.',
  },
};

const IT: VoucherTexts = {
  title: 'Voucher {method}',
  badge: 'Modalità test',
  amount: 'Importo',
  payTo: 'Beneficiario',
  expires: 'Da pagare entro',
  number: 'Riferimento',
  typedLine: 'Linea digitabile',
  entity: 'Entità',
  reference: 'Riferimento',
  confirmationNumber: 'Numero di conferma',
  paymentCode: 'Codice di pagamento',
  barcode: 'Codice a barre del voucher',
  print: 'Stampa',
  open: 'Apri in una nuova finestra',
  pdf: 'Scarica il PDF',
  paid: 'Questo voucher è stato pagato. Grazie!',
  expired: 'Questo voucher è scaduto e non può più essere pagato.',
  void: 'Questo voucher non è più valido.',
  testMode:
    'Modalità test: non si muove denaro. Il voucher viene pagato o scade come dice l’e-mail di test del pagamento.',
  instructions: {
    oxxo: 'Paga in contanti in qualsiasi negozio OXXO prima della scadenza: mostra il codice a barre alla cassa o comunica il riferimento.',
    boleto:
      'Paga in qualsiasi banca, ricevitoria o sportello automatico, o nell’app della tua banca, con il codice a barre o la linea digitabile, entro la scadenza.',
    konbini:
      'Paga in contanti alla cassa di uno di questi minimarket con il suo codice di pagamento e il numero di conferma.',
    multibanco:
      'Paga a uno sportello Multibanco o nell’app della tua banca: scegli «Pagamento di servizi» e inserisci entità, riferimento e importo.',
  },
};

const JA: VoucherTexts = {
  title: '{method} 支払い票',
  badge: 'テストモード',
  amount: '金額',
  payTo: '支払先',
  expires: '支払期限',
  number: '参照番号',
  typedLine: '支払番号',
  entity: 'エンティティ',
  reference: '参照番号',
  confirmationNumber: '確認番号',
  paymentCode: 'お支払い番号',
  barcode: '支払い票のバーコード',
  print: '印刷',
  open: '新しいウィンドウで開く',
  pdf: 'PDF をダウンロード',
  paid: 'この支払い票はお支払い済みです。ありがとうございました。',
  expired: 'この支払い票は期限切れのため、お支払いいただけません。',
  void: 'この支払い票は無効になりました。',
  testMode:
    'テストモード：実際の支払いは行われません。支払い票は、支払いのテスト用メールアドレスに従って支払済みまたは期限切れになります。',
  instructions: {
    oxxo: '期限までに OXXO の店舗で現金でお支払いください。レジでバーコードを提示するか、参照番号をお伝えください。',
    boleto:
      '期限までに銀行、宝くじ売り場、ATM、または銀行アプリで、バーコードまたは支払番号を使ってお支払いください。',
    konbini: '下記のコンビニのレジで、各店舗のお支払い番号と確認番号を使って現金でお支払いください。',
    multibanco:
      'Multibanco の ATM または銀行アプリで「サービスの支払い」を選び、エンティティ、参照番号、金額を入力してお支払いください。',
  },
};

// Regional variants have only what the region words differently: the rest is their parent's.
export const VOUCHER_TEXTS: Readonly<Record<VoucherLocale, VoucherTexts>> = withFallbacks<
  VoucherTexts,
  VoucherLocale
>(VOUCHER_LOCALES, {
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
  ...VOUCHER_TEXTS_EUROPE,
  'es-419': ES_419,
  'fr-CA': FR_CA,
});

/** The store names on a Konbini voucher. */
export const KONBINI_STORE_NAMES: Readonly<Record<string, string>> = {
  familymart: 'FamilyMart',
  lawson: 'Lawson',
  ministop: 'Ministop',
  seicomart: 'Seicomart',
};

/** The page's language: the `locale` asked for, else the first of the browser's we speak, else English. */
export function voucherLocale(asked: unknown, acceptLanguage: string | undefined): VoucherLocale {
  return pageLocale(typeof asked === 'string' && asked !== 'auto' ? asked : undefined, acceptLanguage);
}
