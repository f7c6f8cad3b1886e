import { PAGE_LOCALES, withFallbacks } from '../html/locale.js';
import type { VoucherLocale } from '../vouchers/index.js';
import { ES_419 } from './microdeposit-locales/es-419.js';
import { MICRODEPOSIT_TEXTS_EUROPE } from './microdeposit-locales/europe.js';
import { KO, ZH, ZH_TW } from './microdeposit-texts-east-asian.js';
import { FIL, TH, TR } from './microdeposit-texts-more.js';
import { AR, HE } from './microdeposit-texts-rtl.js';
import { ID, MS, VI } from './microdeposit-texts-southeast-asian.js';

/** What the hosted microdeposit verification page says, in each language the pages speak. */
export interface MicrodepositTexts {
  badge: string;
  title: string;
  /** `{account}`: the bank and last 4 digits. */
  intro: string;
  codeHelp: string;
  amountsHelp: string;
  code: string;
  amount1: string;
  amount2: string;
  verify: string;
  verified: string;
  locked: string;
  void: string;
  wrongCode: string;
  wrongAmounts: string;
  /** `{n}`: attempts left. */
  remaining: string;
  invalid: string;
  arrival: string;
  testCode: string;
  testAmounts: string;
}

const FIRST = {
  en: {
    badge: 'Test mode',
    title: 'Verify your bank account',
    intro: 'We sent a small deposit to {account}. Enter what you see on your bank statement to finish.',
    codeHelp: 'Find the 6-character code starting with SM in the deposit’s description.',
    amountsHelp: 'Enter the two deposit amounts, in cents.',
    code: 'Code',
    amount1: 'First amount (cents)',
    amount2: 'Second amount (cents)',
    verify: 'Verify',
    verified: 'Your bank account is verified. Thank you.',
    locked: 'This bank account can no longer be verified: too many attempts, or too late. Pay another way.',
    void: 'This verification is no longer needed.',
    wrongCode: 'That code does not match the one we sent.',
    wrongAmounts: 'Those amounts do not match the ones we sent.',
    remaining: 'Attempts remaining: {n}.',
    invalid: 'Please fill in every field.',
    arrival: 'Expected by',
    testCode: 'Test mode: no money moves. The code is SM11AA.',
    testAmounts: 'Test mode: no money moves. The amounts are 32 and 45.',
  },
  fr: {
    badge: 'Mode test',
    title: 'Vérifiez votre compte bancaire',
    intro:
      'Nous avons envoyé un petit dépôt sur {account}. Saisissez ce qui figure sur votre relevé pour terminer.',
    codeHelp: 'Trouvez le code de 6 caractères commençant par SM dans le libellé du dépôt.',
    amountsHelp: 'Saisissez les deux montants déposés, en cents.',
    code: 'Code',
    amount1: 'Premier montant (cents)',
    amount2: 'Second montant (cents)',
    verify: 'Vérifier',
    verified: 'Votre compte bancaire est vérifié. Merci.',
    locked: 'Ce compte ne peut plus être vérifié : trop de tentatives, ou trop tard. Payez autrement.',
    void: 'Cette vérification n’est plus nécessaire.',
    wrongCode: 'Ce code ne correspond pas à celui que nous avons envoyé.',
    wrongAmounts: 'Ces montants ne correspondent pas à ceux que nous avons envoyés.',
    remaining: 'Tentatives restantes : {n}.',
    invalid: 'Veuillez remplir tous les champs.',
    arrival: 'Attendu le',
    testCode: 'Mode test : aucun argent n’est déplacé. Le code est SM11AA.',
    testAmounts: 'Mode test : aucun argent n’est déplacé. Les montants sont 32 et 45.',
  },
  de: {
    badge: 'Testmodus',
    title: 'Bankkonto bestätigen',
    intro:
      'Wir haben eine kleine Gutschrift an {account} gesendet. Geben Sie ein, was auf Ihrem Kontoauszug steht.',
    codeHelp: 'Den 6-stelligen Code, der mit SM beginnt, finden Sie im Verwendungszweck der Gutschrift.',
    amountsHelp: 'Geben Sie die beiden Gutschriftsbeträge in Cent ein.',
    code: 'Code',
    amount1: 'Erster Betrag (Cent)',
    amount2: 'Zweiter Betrag (Cent)',
    verify: 'Bestätigen',
    verified: 'Ihr Bankkonto ist bestätigt. Vielen Dank.',
    locked:
      'Dieses Konto kann nicht mehr bestätigt werden: zu viele Versuche oder zu spät. Bitte anders bezahlen.',
    void: 'Diese Bestätigung wird nicht mehr benötigt.',
    wrongCode: 'Dieser Code stimmt nicht mit dem gesendeten überein.',
    wrongAmounts: 'Diese Beträge stimmen nicht mit den gesendeten überein.',
    remaining: 'Verbleibende Versuche: {n}.',
    invalid: 'Bitte füllen Sie alle Felder aus.',
    arrival: 'Erwartet bis',
    testCode: 'Testmodus: Es wird kein Geld bewegt. Der Code lautet SM11AA.',
    testAmounts: 'Testmodus: Es wird kein Geld bewegt. Die Beträge sind 32 und 45.',
  },
  es: {
    badge: 'Modo de prueba',
    title: 'Verifica tu cuenta bancaria',
    intro:
      'Hemos enviado un pequeño depósito a {account}. Introduce lo que ves en tu extracto para terminar.',
    codeHelp: 'Busca el código de 6 caracteres que empieza por SM en la descripción del depósito.',
    amountsHelp: 'Introduce los dos importes depositados, en centavos.',
    code: 'Código',
    amount1: 'Primer importe (centavos)',
    amount2: 'Segundo importe (centavos)',
    verify: 'Verificar',
    verified: 'Tu cuenta bancaria está verificada. Gracias.',
    locked:
      'Esta cuenta ya no se puede verificar: demasiados intentos o demasiado tarde. Paga de otra forma.',
    void: 'Esta verificación ya no es necesaria.',
    wrongCode: 'Ese código no coincide con el que enviamos.',
    wrongAmounts: 'Esos importes no coinciden con los que enviamos.',
    remaining: 'Intentos restantes: {n}.',
    invalid: 'Rellena todos los campos.',
    arrival: 'Previsto para',
    testCode: 'Modo de prueba: no se mueve dinero. El código es SM11AA.',
    testAmounts: 'Modo de prueba: no se mueve dinero. Los importes son 32 y 45.',
  },
  nl: {
    badge: 'Testmodus',
    title: 'Bevestig je bankrekening',
    intro: 'We hebben een kleine storting naar {account} gestuurd. Vul in wat je op je afschrift ziet.',
    codeHelp: 'Zoek de code van 6 tekens die met SM begint in de omschrijving van de storting.',
    amountsHelp: 'Vul de twee gestorte bedragen in, in centen.',
    code: 'Code',
    amount1: 'Eerste bedrag (cent)',
    amount2: 'Tweede bedrag (cent)',
    verify: 'Bevestigen',
    verified: 'Je bankrekening is bevestigd. Bedankt.',
    locked:
      'Deze rekening kan niet meer worden bevestigd: te veel pogingen of te laat. Betaal op een andere manier.',
    void: 'Deze bevestiging is niet meer nodig.',
    wrongCode: 'Die code komt niet overeen met de code die we stuurden.',
    wrongAmounts: 'Die bedragen komen niet overeen met de bedragen die we stuurden.',
    remaining: 'Resterende pogingen: {n}.',
    invalid: 'Vul alle velden in.',
    arrival: 'Verwacht op',
    testCode: 'Testmodus: er wordt geen geld verplaatst. De code is SM11AA.',
    testAmounts: 'Testmodus: er wordt geen geld verplaatst. De bedragen zijn 32 en 45.',
  },
  it: {
    badge: 'Modalità test',
    title: 'Verifica il tuo conto bancario',
    intro:
      'Abbiamo inviato un piccolo deposito a {account}. Inserisci ciò che vedi nell’estratto conto per finire.',
    codeHelp: 'Trova il codice di 6 caratteri che inizia con SM nella descrizione del deposito.',
    amountsHelp: 'Inserisci i due importi depositati, in centesimi.',
    code: 'Codice',
    amount1: 'Primo importo (centesimi)',
    amount2: 'Secondo importo (centesimi)',
    verify: 'Verifica',
    verified: 'Il tuo conto bancario è verificato. Grazie.',
    locked:
      'Questo conto non può più essere verificato: troppi tentativi o troppo tardi. Paga in un altro modo.',
    void: 'Questa verifica non è più necessaria.',
    wrongCode: 'Il codice non corrisponde a quello inviato.',
    wrongAmounts: 'Gli importi non corrispondono a quelli inviati.',
    remaining: 'Tentativi rimasti: {n}.',
    invalid: 'Compila tutti i campi.',
    arrival: 'Previsto entro',
    testCode: 'Modalità test: nessun movimento di denaro. Il codice è SM11AA.',
    testAmounts: 'Modalità test: nessun movimento di denaro. Gli importi sono 32 e 45.',
  },
  ja: {
    badge: 'テストモード',
    title: '銀行口座の確認',
    intro: '{account} に少額の入金を行いました。完了するには、明細に表示された内容を入力してください。',
    codeHelp: '入金の摘要にある SM で始まる 6 文字のコードを入力してください。',
    amountsHelp: '2 件の入金額をセント単位で入力してください。',
    code: 'コード',
    amount1: '1 件目の金額 (セント)',
    amount2: '2 件目の金額 (セント)',
    verify: '確認する',
    verified: '銀行口座が確認されました。ありがとうございます。',
    locked: 'この口座はもう確認できません (試行回数の上限または期限切れ)。別の方法でお支払いください。',
    void: 'この確認は不要になりました。',
    wrongCode: 'コードが送信したものと一致しません。',
    wrongAmounts: '金額が送信したものと一致しません。',
    remaining: '残りの試行回数: {n}。',
    invalid: 'すべての項目を入力してください。',
    arrival: '到着予定',
    testCode: 'テストモード: 実際の資金移動はありません。コードは SM11AA です。',
    testAmounts: 'テストモード: 実際の資金移動はありません。金額は 32 と 45 です。',
  },
  'pt-BR': {
    badge: 'Modo de teste',
    title: 'Verifique sua conta bancária',
    intro: 'Enviamos um pequeno depósito para {account}. Informe o que aparece no seu extrato para concluir.',
    codeHelp: 'Procure o código de 6 caracteres que começa com SM na descrição do depósito.',
    amountsHelp: 'Informe os valores dos dois depósitos, em centavos.',
    code: 'Código',
    amount1: 'Primeiro valor (centavos)',
    amount2: 'Segundo valor (centavos)',
    verify: 'Verificar',
    verified: 'Sua conta bancária foi verificada. Obrigado.',
    locked:
      'Esta conta bancária não pode mais ser verificada: tentativas demais ou prazo esgotado. Pague de outra forma.',
    void: 'Esta verificação não é mais necessária.',
    wrongCode: 'Esse código não corresponde ao que enviamos.',
    wrongAmounts: 'Esses valores não correspondem aos que enviamos.',
    remaining: 'Tentativas restantes: {n}.',
    invalid: 'Preencha todos os campos.',
    arrival: 'Previsto para',
    testCode: 'Modo de teste: nenhum dinheiro é movimentado. O código é SM11AA.',
    testAmounts: 'Modo de teste: nenhum dinheiro é movimentado. Os valores são 32 e 45.',
  },
  pt: {
    badge: 'Modo de teste',
    title: 'Verifique a sua conta bancária',
    intro: 'Enviámos um pequeno depósito para {account}. Introduza o que vê no seu extrato para concluir.',
    codeHelp: 'Procure o código de 6 caracteres que começa por SM na descrição do depósito.',
    amountsHelp: 'Introduza os montantes dos dois depósitos, em cêntimos.',
    code: 'Código',
    amount1: 'Primeiro montante (cêntimos)',
    amount2: 'Segundo montante (cêntimos)',
    verify: 'Verificar',
    verified: 'A sua conta bancária foi verificada. Obrigado.',
    locked:
      'Esta conta bancária já não pode ser verificada: demasiadas tentativas ou fora do prazo. Pague de outra forma.',
    void: 'Esta verificação já não é necessária.',
    wrongCode: 'Esse código não corresponde ao que enviámos.',
    wrongAmounts: 'Esses montantes não correspondem aos que enviámos.',
    remaining: 'Tentativas restantes: {n}.',
    invalid: 'Preencha todos os campos.',
    arrival: 'Previsto até',
    testCode: 'Modo de teste: não há movimentos de dinheiro. O código é SM11AA.',
    testAmounts: 'Modo de teste: não há movimentos de dinheiro. Os montantes são 32 e 45.',
  },
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
} satisfies Record<string, MicrodepositTexts>;

// Regional variants have only what the region words differently: the rest is their parent's.
export const MICRODEPOSIT_TEXTS: Readonly<Record<VoucherLocale, MicrodepositTexts>> = withFallbacks<
  MicrodepositTexts,
  VoucherLocale
>(PAGE_LOCALES, { ...FIRST, ...MICRODEPOSIT_TEXTS_EUROPE, 'es-419': ES_419 });
