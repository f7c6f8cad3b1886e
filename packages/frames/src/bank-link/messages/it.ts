import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Italian. */
export const BANK_LINK_IT: BankLinkTexts = {
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
  verifyingTitle: 'Verifica del conto in corso',
  verifyingBody: 'In attesa che {bank} condivida i dati del tuo conto…',
  verificationIncomplete:
    'Non è stato possibile verificare subito il tuo conto. Scegli di nuovo la tua banca, un’altra banca o inserisci manualmente i dati bancari.',
};
