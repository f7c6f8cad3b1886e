import { pickPageLocale, withFallbacks } from '../html/locale.js';
import { ES_419 } from './action-locales/es-419.js';
import { FIL } from './action-locales/fil.js';
import { ID } from './action-locales/id.js';
import { KO } from './action-locales/ko.js';
import { MS } from './action-locales/ms.js';
import { PT } from './action-locales/pt.js';
import { PT_BR } from './action-locales/pt-BR.js';
import { TH } from './action-locales/th.js';
import { TR } from './action-locales/tr.js';
import { VI } from './action-locales/vi.js';
import { ZH } from './action-locales/zh.js';
import { ZH_HK } from './action-locales/zh-HK.js';
import { ZH_TW } from './action-locales/zh-TW.js';
import { BG, CS, EL, HR, HU, MT, RO, RU, SK, SL } from './action-texts-central-east.js';
import { DA, ET, FI, LT, LV, NB, PL, SV } from './action-texts-north.js';
import { AR, HE } from './action-texts-rtl.js';

/**
 * What the hosted test pages behind next actions (3-D Secure, a bank's or an app's
 * authorization) say, in each language the frames speak. `{method}` is the payment method's
 * name; button labels are translated by the test outcome they stand for.
 */
export interface ActionTexts {
  badge: string;
  title: string;
  threeDsHeading: string;
  threeDsExplain: string;
  qrHeading: string;
  qrExplain: string;
  qrExpire: string;
  redirectHeading: string;
  redirectExplain: string;
  amount: string;
  purpose: string;
  purposeSetup: string;
  card: string;
  note: string;
  failed: string;
  processing: string;
  complete: string;
  used: string;
  close: string;
  buttons: Readonly<Record<string, string>>;
}

const EN: ActionTexts = {
  badge: 'Test mode',
  title: 'Payframe test mode',
  threeDsHeading: 'Payframe test mode: 3-D Secure',
  threeDsExplain:
    'This page stands in for the card issuer’s authentication. Complete authenticates the card; Fail makes the authentication fail.',
  qrHeading: 'Payframe test mode: {method} payment',
  qrExplain:
    'This page stands in for the app that scanned the QR code. Authorize pays with {method}; Fail declines the payment',
  qrExpire: '; Expire lets the code expire',
  redirectHeading: 'Payframe test mode: {method} authorization',
  redirectExplain:
    'This page stands in for the shopper’s bank. Authorize approves the {method} payment; Fail declines it.',
  amount: 'Amount',
  purpose: 'Purpose',
  purposeSetup: 'Saving the payment method for later payments',
  card: 'Card',
  note: "No real bank is involved: Payframe's test-mode simulator decides the outcome.",
  failed: 'The authentication failed.',
  processing: 'The payment is processing.',
  complete: 'The authentication is complete.',
  used: 'This test page was already used',
  close: 'You can close this window.',
  buttons: { Complete: 'Complete', Fail: 'Fail', Authorize: 'Authorize', Expire: 'Expire' },
};

const DE: ActionTexts = {
  badge: 'Testmodus',
  title: 'Payframe-Testmodus',
  threeDsHeading: 'Payframe-Testmodus: 3-D Secure',
  threeDsExplain:
    'Diese Seite steht für die Authentifizierung Ihrer kartenausgebenden Bank. „Abschließen“ authentifiziert die Karte, „Fehlschlagen“ lässt die Authentifizierung scheitern.',
  qrHeading: 'Payframe-Testmodus: Zahlung mit {method}',
  qrExplain:
    'Diese Seite steht für die App, die den QR-Code gescannt hat. „Autorisieren“ bezahlt mit {method}, „Fehlschlagen“ lehnt die Zahlung ab',
  qrExpire: ', „Ablaufen lassen“ lässt den Code ablaufen',
  redirectHeading: 'Payframe-Testmodus: Autorisierung mit {method}',
  redirectExplain:
    'Diese Seite steht für Ihre Bank. „Autorisieren“ genehmigt die Zahlung mit {method}, „Fehlschlagen“ lehnt sie ab.',
  amount: 'Betrag',
  purpose: 'Zweck',
  purposeSetup: 'Speichern der Zahlungsmethode für spätere Zahlungen',
  card: 'Karte',
  note: 'Es ist keine echte Bank beteiligt: Der Testmodus-Simulator von Payframe entscheidet über das Ergebnis.',
  failed: 'Die Authentifizierung ist fehlgeschlagen.',
  processing: 'Die Zahlung wird bearbeitet.',
  complete: 'Die Authentifizierung ist abgeschlossen.',
  used: 'Diese Testseite wurde bereits verwendet',
  close: 'Sie können dieses Fenster schließen.',
  buttons: {
    Complete: 'Abschließen',
    Fail: 'Fehlschlagen',
    Authorize: 'Autorisieren',
    Expire: 'Ablaufen lassen',
  },
};

const FR: ActionTexts = {
  badge: 'Mode test',
  title: 'Mode test Payframe',
  threeDsHeading: 'Mode test Payframe : 3-D Secure',
  threeDsExplain:
    'Cette page remplace l’authentification de l’émetteur de la carte. « Valider » authentifie la carte ; « Échouer » fait échouer l’authentification.',
  qrHeading: 'Mode test Payframe : paiement {method}',
  qrExplain:
    'Cette page remplace l’application qui a scanné le code QR. « Autoriser » paie avec {method} ; « Échouer » refuse le paiement',
  qrExpire: ' ; « Expirer » laisse expirer le code',
  redirectHeading: 'Mode test Payframe : autorisation {method}',
  redirectExplain:
    'Cette page remplace votre banque. « Autoriser » approuve le paiement {method} ; « Échouer » le refuse.',
  amount: 'Montant',
  purpose: 'Objet',
  purposeSetup: 'Enregistrement du moyen de paiement pour des paiements ultérieurs',
  card: 'Carte',
  note: 'Aucune vraie banque n’intervient : le simulateur du mode test de Payframe décide du résultat.',
  failed: 'L’authentification a échoué.',
  processing: 'Le paiement est en cours de traitement.',
  complete: 'L’authentification est terminée.',
  used: 'Cette page de test a déjà été utilisée',
  close: 'Vous pouvez fermer cette fenêtre.',
  buttons: { Complete: 'Valider', Fail: 'Échouer', Authorize: 'Autoriser', Expire: 'Expirer' },
};

const ES: ActionTexts = {
  badge: 'Modo de prueba',
  title: 'Modo de prueba de Payframe',
  threeDsHeading: 'Modo de prueba de Payframe: 3-D Secure',
  threeDsExplain:
    'Esta página sustituye a la autenticación del emisor de la tarjeta. «Completar» autentica la tarjeta; «Fallar» hace que la autenticación falle.',
  qrHeading: 'Modo de prueba de Payframe: pago con {method}',
  qrExplain:
    'Esta página sustituye a la app que escaneó el código QR. «Autorizar» paga con {method}; «Fallar» rechaza el pago',
  qrExpire: '; «Caducar» deja caducar el código',
  redirectHeading: 'Modo de prueba de Payframe: autorización de {method}',
  redirectExplain:
    'Esta página sustituye a tu banco. «Autorizar» aprueba el pago con {method}; «Fallar» lo rechaza.',
  amount: 'Importe',
  purpose: 'Finalidad',
  purposeSetup: 'Guardar el método de pago para pagos futuros',
  card: 'Tarjeta',
  note: 'No interviene ningún banco real: el simulador del modo de prueba de Payframe decide el resultado.',
  failed: 'La autenticación ha fallado.',
  processing: 'El pago se está procesando.',
  complete: 'La autenticación se ha completado.',
  used: 'Esta página de prueba ya se ha utilizado',
  close: 'Puedes cerrar esta ventana.',
  buttons: { Complete: 'Completar', Fail: 'Fallar', Authorize: 'Autorizar', Expire: 'Caducar' },
};

const NL: ActionTexts = {
  badge: 'Testmodus',
  title: 'Payframe-testmodus',
  threeDsHeading: 'Payframe-testmodus: 3-D Secure',
  threeDsExplain:
    'Deze pagina vervangt de verificatie van de kaartuitgever. Met ‘Voltooien’ wordt de kaart geverifieerd; met ‘Mislukken’ mislukt de verificatie.',
  qrHeading: 'Payframe-testmodus: betaling met {method}',
  qrExplain:
    'Deze pagina vervangt de app die de QR-code heeft gescand. ‘Autoriseren’ betaalt met {method}; ‘Mislukken’ weigert de betaling',
  qrExpire: '; ‘Laten verlopen’ laat de code verlopen',
  redirectHeading: 'Payframe-testmodus: autorisatie met {method}',
  redirectExplain:
    'Deze pagina vervangt je bank. ‘Autoriseren’ keurt de betaling met {method} goed; ‘Mislukken’ weigert haar.',
  amount: 'Bedrag',
  purpose: 'Doel',
  purposeSetup: 'De betaalmethode bewaren voor latere betalingen',
  card: 'Kaart',
  note: 'Er is geen echte bank bij betrokken: de testmodus-simulator van Payframe bepaalt de uitkomst.',
  failed: 'De verificatie is mislukt.',
  processing: 'De betaling wordt verwerkt.',
  complete: 'De verificatie is voltooid.',
  used: 'Deze testpagina is al gebruikt',
  close: 'Je kunt dit venster sluiten.',
  buttons: { Complete: 'Voltooien', Fail: 'Mislukken', Authorize: 'Autoriseren', Expire: 'Laten verlopen' },
};

const IT: ActionTexts = {
  badge: 'Modalità test',
  title: 'Modalità test di Payframe',
  threeDsHeading: 'Modalità test di Payframe: 3-D Secure',
  threeDsExplain:
    'Questa pagina sostituisce l’autenticazione dell’emittente della carta. «Completa» autentica la carta; «Fallisci» fa fallire l’autenticazione.',
  qrHeading: 'Modalità test di Payframe: pagamento con {method}',
  qrExplain:
    'Questa pagina sostituisce l’app che ha scansionato il codice QR. «Autorizza» paga con {method}; «Fallisci» rifiuta il pagamento',
  qrExpire: '; «Fai scadere» lascia scadere il codice',
  redirectHeading: 'Modalità test di Payframe: autorizzazione {method}',
  redirectExplain:
    'Questa pagina sostituisce la tua banca. «Autorizza» approva il pagamento con {method}; «Fallisci» lo rifiuta.',
  amount: 'Importo',
  purpose: 'Scopo',
  purposeSetup: 'Salvataggio del metodo di pagamento per pagamenti futuri',
  card: 'Carta',
  note: 'Non è coinvolta alcuna banca reale: il simulatore della modalità test di Payframe decide l’esito.',
  failed: 'L’autenticazione non è riuscita.',
  processing: 'Il pagamento è in elaborazione.',
  complete: 'L’autenticazione è completata.',
  used: 'Questa pagina di test è già stata usata',
  close: 'Puoi chiudere questa finestra.',
  buttons: { Complete: 'Completa', Fail: 'Fallisci', Authorize: 'Autorizza', Expire: 'Fai scadere' },
};

const JA: ActionTexts = {
  badge: 'テストモード',
  title: 'Payframe テストモード',
  threeDsHeading: 'Payframe テストモード: 3D セキュア',
  threeDsExplain:
    'このページはカード発行会社の認証の代わりです。「完了」でカードが認証され、「失敗」で認証が失敗します。',
  qrHeading: 'Payframe テストモード: {method} でのお支払い',
  qrExplain:
    'このページは QR コードを読み取ったアプリの代わりです。「承認」で {method} で支払い、「失敗」で支払いが拒否されます',
  qrExpire: '。「期限切れ」でコードが期限切れになります',
  redirectHeading: 'Payframe テストモード: {method} の承認',
  redirectExplain:
    'このページはお客様の銀行の代わりです。「承認」で {method} のお支払いが承認され、「失敗」で拒否されます。',
  amount: '金額',
  purpose: '目的',
  purposeSetup: '今後のお支払いのためにお支払い方法を保存',
  card: 'カード',
  note: '実際の銀行は関与しません。結果は Payframe のテストモードのシミュレーターが決定します。',
  failed: '認証に失敗しました。',
  processing: 'お支払いを処理しています。',
  complete: '認証が完了しました。',
  used: 'このテストページは既に使用されています',
  close: 'このウィンドウを閉じてください。',
  buttons: { Complete: '完了', Fail: '失敗', Authorize: '承認', Expire: '期限切れ' },
};

/** The pages' texts by locale, one line each; a regional variant has only what it words differently. */
const OWN = {
  en: EN,
  de: DE,
  fr: FR,
  es: ES,
  nl: NL,
  it: IT,
  ja: JA,
  ar: AR,
  he: HE,
  pl: PL,
  cs: CS,
  sk: SK,
  hu: HU,
  ro: RO,
  ru: RU,
  bg: BG,
  el: EL,
  hr: HR,
  sl: SL,
  mt: MT,
  sv: SV,
  da: DA,
  nb: NB,
  fi: FI,
  et: ET,
  lv: LV,
  lt: LT,
  pt: PT,
  'pt-BR': PT_BR,
  ko: KO,
  zh: ZH,
  'zh-TW': ZH_TW,
  'zh-HK': ZH_HK,
  'es-419': ES_419,
  id: ID,
  ms: MS,
  vi: VI,
  th: TH,
  tr: TR,
  fil: FIL,
};

/** Each language the pages speak, its missing texts filled from its parent. */
export const ACTION_TEXTS: Readonly<Record<string, ActionTexts>> = withFallbacks<
  ActionTexts,
  keyof typeof OWN
>(Object.keys(OWN) as (keyof typeof OWN)[], OWN);

/** The page's language: the `locale` the frames pass, else the browser's (Accept-Language), else English. */
export function actionLocale(asked: unknown, acceptLanguage: string | undefined): string {
  return pickPageLocale(
    Object.keys(ACTION_TEXTS),
    typeof asked === 'string' && asked !== 'auto' ? asked : undefined,
    acceptLanguage,
  );
}

/** A text with its `{method}` filled. */
export function fillMethod(text: string, method: string): string {
  return text.replaceAll('{method}', method);
}
