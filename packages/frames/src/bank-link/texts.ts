/**
 * The bank-linking modal's texts in the seven languages of the frames: a catalogue of its own,
 * loaded with the modal's lazily loaded panel, so no frame's first load carries them.
 */
import { VERIFY_TEXTS, type VerifyTexts } from './texts-verify.js';

export interface BankLinkTexts extends VerifyTexts {
  merchantFallback: string;
  consentTitle: string;
  consentBody: string;
  agree: string;
  manual: string;
  selectBank: string;
  search: string;
  noResults: string;
  signInTitle: string;
  username: string;
  password: string;
  signIn: string;
  testMode: string;
  oauthWaiting: string;
  continue: string;
  back: string;
  selectAccount: string;
  balance: string;
  notEligible: string;
  link: string;
  successTitle: string;
  successBody: string;
  microdepositsBody: string;
  done: string;
  manualDoneTitle: string;
  manualTitle: string;
  routing: string;
  account: string;
  accountConfirm: string;
  routingInvalid: string;
  accountInvalid: string;
  accountMismatch: string;
}

export const BANK_LINK_TEXTS: Readonly<Record<string, Omit<BankLinkTexts, keyof VerifyTexts>>> = {
  en: {
    merchantFallback: 'the merchant',
    consentTitle: 'Link your bank account',
    consentBody:
      '{merchant} uses Payframe to link your bank account. Your bank login is never shared with {merchant}.',
    agree: 'Agree and continue',
    manual: 'Enter bank details manually',
    selectBank: 'Select your bank',
    search: 'Search for your bank',
    noResults: 'No bank matches your search.',
    signInTitle: 'Sign in to {bank}',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    testMode: 'Test mode: any username and password work.',
    oauthWaiting: 'Approve access in the window that opened, then continue.',
    continue: 'Continue',
    back: 'Back',
    selectAccount: 'Select an account',
    balance: 'Balance {amount}',
    notEligible: 'Not eligible',
    link: 'Link account',
    successTitle: 'Account linked',
    successBody: '{account} is linked.',
    microdepositsBody:
      'Small deposits will be sent to {account} in 1–2 business days; you will enter them to verify the account.',
    done: 'Done',
    manualDoneTitle: 'Bank details saved',
    manualTitle: 'Enter bank details',
    routing: 'Routing number',
    account: 'Account number',
    accountConfirm: 'Confirm account number',
    routingInvalid: 'Enter a valid 9-digit routing number.',
    accountInvalid: 'Enter an account number of 4 to 17 digits.',
    accountMismatch: 'The account numbers do not match.',
  },
  fr: {
    merchantFallback: 'le marchand',
    consentTitle: 'Associez votre compte bancaire',
    consentBody:
      '{merchant} utilise Payframe pour associer votre compte bancaire. Vos identifiants bancaires ne sont jamais communiqués à {merchant}.',
    agree: 'Accepter et continuer',
    manual: 'Saisir les coordonnées bancaires manuellement',
    selectBank: 'Choisissez votre banque',
    search: 'Rechercher votre banque',
    noResults: 'Aucune banque ne correspond à votre recherche.',
    signInTitle: 'Connexion à {bank}',
    username: 'Identifiant',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    testMode: 'Mode test : tout identifiant et mot de passe conviennent.',
    oauthWaiting: 'Autorisez l’accès dans la fenêtre ouverte, puis continuez.',
    continue: 'Continuer',
    back: 'Retour',
    selectAccount: 'Choisissez un compte',
    balance: 'Solde {amount}',
    notEligible: 'Non éligible',
    link: 'Associer le compte',
    successTitle: 'Compte associé',
    successBody: '{account} est associé.',
    microdepositsBody:
      'De petits dépôts seront envoyés sur {account} sous 1 à 2 jours ouvrés ; vous les saisirez pour vérifier le compte.',
    done: 'Terminé',
    manualDoneTitle: 'Coordonnées bancaires enregistrées',
    manualTitle: 'Saisissez vos coordonnées bancaires',
    routing: 'Numéro de routage',
    account: 'Numéro de compte',
    accountConfirm: 'Confirmez le numéro de compte',
    routingInvalid: 'Saisissez un numéro de routage valide à 9 chiffres.',
    accountInvalid: 'Saisissez un numéro de compte de 4 à 17 chiffres.',
    accountMismatch: 'Les numéros de compte ne correspondent pas.',
  },
  de: {
    merchantFallback: 'der Händler',
    consentTitle: 'Bankkonto verknüpfen',
    consentBody:
      '{merchant} nutzt Payframe, um Ihr Bankkonto zu verknüpfen. Ihre Bank-Zugangsdaten werden nie an {merchant} weitergegeben.',
    agree: 'Zustimmen und fortfahren',
    manual: 'Bankdaten manuell eingeben',
    selectBank: 'Bank auswählen',
    search: 'Nach Ihrer Bank suchen',
    noResults: 'Keine Bank entspricht Ihrer Suche.',
    signInTitle: 'Bei {bank} anmelden',
    username: 'Benutzername',
    password: 'Passwort',
    signIn: 'Anmelden',
    testMode: 'Testmodus: Jeder Benutzername und jedes Passwort funktioniert.',
    oauthWaiting: 'Erlauben Sie den Zugriff im geöffneten Fenster und fahren Sie dann fort.',
    continue: 'Weiter',
    back: 'Zurück',
    selectAccount: 'Konto auswählen',
    balance: 'Kontostand {amount}',
    notEligible: 'Nicht geeignet',
    link: 'Konto verknüpfen',
    successTitle: 'Konto verknüpft',
    successBody: '{account} ist verknüpft.',
    microdepositsBody:
      'Kleine Gutschriften werden in 1–2 Werktagen an {account} gesendet; Sie geben sie zur Bestätigung des Kontos ein.',
    done: 'Fertig',
    manualDoneTitle: 'Bankdaten gespeichert',
    manualTitle: 'Bankdaten eingeben',
    routing: 'Routingnummer',
    account: 'Kontonummer',
    accountConfirm: 'Kontonummer bestätigen',
    routingInvalid: 'Geben Sie eine gültige 9-stellige Routingnummer ein.',
    accountInvalid: 'Geben Sie eine Kontonummer mit 4 bis 17 Ziffern ein.',
    accountMismatch: 'Die Kontonummern stimmen nicht überein.',
  },
  es: {
    merchantFallback: 'el comercio',
    consentTitle: 'Vincula tu cuenta bancaria',
    consentBody:
      '{merchant} usa Payframe para vincular tu cuenta bancaria. Tus credenciales bancarias nunca se comparten con {merchant}.',
    agree: 'Aceptar y continuar',
    manual: 'Introducir los datos bancarios manualmente',
    selectBank: 'Selecciona tu banco',
    search: 'Busca tu banco',
    noResults: 'Ningún banco coincide con tu búsqueda.',
    signInTitle: 'Inicia sesión en {bank}',
    username: 'Usuario',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    testMode: 'Modo de prueba: cualquier usuario y contraseña sirven.',
    oauthWaiting: 'Autoriza el acceso en la ventana que se abrió y luego continúa.',
    continue: 'Continuar',
    back: 'Atrás',
    selectAccount: 'Selecciona una cuenta',
    balance: 'Saldo {amount}',
    notEligible: 'No apta',
    link: 'Vincular cuenta',
    successTitle: 'Cuenta vinculada',
    successBody: '{account} está vinculada.',
    microdepositsBody:
      'Se enviarán pequeños depósitos a {account} en 1–2 días hábiles; los introducirás para verificar la cuenta.',
    done: 'Listo',
    manualDoneTitle: 'Datos bancarios guardados',
    manualTitle: 'Introduce los datos bancarios',
    routing: 'Número de ruta',
    account: 'Número de cuenta',
    accountConfirm: 'Confirma el número de cuenta',
    routingInvalid: 'Introduce un número de ruta válido de 9 dígitos.',
    accountInvalid: 'Introduce un número de cuenta de 4 a 17 dígitos.',
    accountMismatch: 'Los números de cuenta no coinciden.',
  },
  nl: {
    merchantFallback: 'de verkoper',
    consentTitle: 'Koppel je bankrekening',
    consentBody:
      '{merchant} gebruikt Payframe om je bankrekening te koppelen. Je bankinloggegevens worden nooit gedeeld met {merchant}.',
    agree: 'Akkoord en doorgaan',
    manual: 'Bankgegevens handmatig invoeren',
    selectBank: 'Kies je bank',
    search: 'Zoek je bank',
    noResults: 'Geen bank komt overeen met je zoekopdracht.',
    signInTitle: 'Inloggen bij {bank}',
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    signIn: 'Inloggen',
    testMode: 'Testmodus: elke gebruikersnaam en elk wachtwoord werkt.',
    oauthWaiting: 'Geef toegang in het geopende venster en ga dan verder.',
    continue: 'Doorgaan',
    back: 'Terug',
    selectAccount: 'Kies een rekening',
    balance: 'Saldo {amount}',
    notEligible: 'Niet geschikt',
    link: 'Rekening koppelen',
    successTitle: 'Rekening gekoppeld',
    successBody: '{account} is gekoppeld.',
    microdepositsBody:
      'Binnen 1–2 werkdagen worden kleine bedragen naar {account} gestort; die vul je in om de rekening te bevestigen.',
    done: 'Klaar',
    manualDoneTitle: 'Bankgegevens opgeslagen',
    manualTitle: 'Bankgegevens invoeren',
    routing: 'Routingnummer',
    account: 'Rekeningnummer',
    accountConfirm: 'Bevestig rekeningnummer',
    routingInvalid: 'Vul een geldig routingnummer van 9 cijfers in.',
    accountInvalid: 'Vul een rekeningnummer van 4 tot 17 cijfers in.',
    accountMismatch: 'De rekeningnummers komen niet overeen.',
  },
  it: {
    merchantFallback: "l'esercente",
    consentTitle: 'Collega il tuo conto bancario',
    consentBody:
      '{merchant} usa Payframe per collegare il tuo conto bancario. Le tue credenziali bancarie non vengono mai condivise con {merchant}.',
    agree: 'Accetta e continua',
    manual: 'Inserisci i dati bancari manualmente',
    selectBank: 'Seleziona la tua banca',
    search: 'Cerca la tua banca',
    noResults: 'Nessuna banca corrisponde alla ricerca.',
    signInTitle: 'Accedi a {bank}',
    username: 'Nome utente',
    password: 'Password',
    signIn: 'Accedi',
    testMode: 'Modalità test: qualsiasi nome utente e password vanno bene.',
    oauthWaiting: 'Autorizza l’accesso nella finestra aperta, poi continua.',
    continue: 'Continua',
    back: 'Indietro',
    selectAccount: 'Seleziona un conto',
    balance: 'Saldo {amount}',
    notEligible: 'Non idoneo',
    link: 'Collega conto',
    successTitle: 'Conto collegato',
    successBody: '{account} è collegato.',
    microdepositsBody:
      'Piccoli depositi verranno inviati a {account} entro 1–2 giorni lavorativi; li inserirai per verificare il conto.',
    done: 'Fatto',
    manualDoneTitle: 'Dati bancari salvati',
    manualTitle: 'Inserisci i dati bancari',
    routing: 'Numero di routing',
    account: 'Numero di conto',
    accountConfirm: 'Conferma il numero di conto',
    routingInvalid: 'Inserisci un numero di routing valido di 9 cifre.',
    accountInvalid: 'Inserisci un numero di conto da 4 a 17 cifre.',
    accountMismatch: 'I numeri di conto non corrispondono.',
  },
  ja: {
    merchantFallback: '加盟店',
    consentTitle: '銀行口座をリンク',
    consentBody:
      '{merchant} は Payframe を使用して銀行口座をリンクします。銀行のログイン情報が {merchant} に共有されることはありません。',
    agree: '同意して続行',
    manual: '銀行口座の詳細を手動で入力',
    selectBank: '銀行を選択',
    search: '銀行を検索',
    noResults: '検索に一致する銀行はありません。',
    signInTitle: '{bank} にログイン',
    username: 'ユーザー名',
    password: 'パスワード',
    signIn: 'ログイン',
    testMode: 'テストモード: 任意のユーザー名とパスワードを使用できます。',
    oauthWaiting: '開いたウィンドウでアクセスを承認してから続行してください。',
    continue: '続行',
    back: '戻る',
    selectAccount: '口座を選択',
    balance: '残高 {amount}',
    notEligible: '対象外',
    link: '口座をリンク',
    successTitle: '口座をリンクしました',
    successBody: '{account} をリンクしました。',
    microdepositsBody:
      '1～2 営業日以内に {account} に少額の入金が行われます。口座を確認するためにその金額を入力してください。',
    done: '完了',
    manualDoneTitle: '銀行口座の詳細を保存しました',
    manualTitle: '銀行口座の詳細を入力',
    routing: 'ルーティング番号',
    account: '口座番号',
    accountConfirm: '口座番号 (確認)',
    routingInvalid: '有効な 9 桁のルーティング番号を入力してください。',
    accountInvalid: '4～17 桁の口座番号を入力してください。',
    accountMismatch: '口座番号が一致しません。',
  },
};

/** The texts of a frames catalogue id (`en`, `fr`...), English when it has none. */
export function bankLinkTexts(catalogue: string): BankLinkTexts {
  const id = BANK_LINK_TEXTS[catalogue] ? catalogue : 'en';
  return { ...BANK_LINK_TEXTS[id]!, ...VERIFY_TEXTS[id]! };
}

/** A text with its `{name}` placeholders filled. */
export function fill(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
