import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Romanian (dumneavoastră). */
export const BANK_LINK_RO: BankLinkTexts = {
  merchantFallback: 'comerciantul',
  consentTitle: 'Conectați contul bancar',
  consentBody:
    '{merchant} folosește Payframe pentru a vă conecta contul bancar. Datele de autentificare la bancă nu sunt niciodată partajate cu {merchant}.',
  agree: 'Sunt de acord și continui',
  manual: 'Introduceți manual datele bancare',
  selectBank: 'Selectați banca',
  search: 'Căutați banca',
  noResults: 'Nicio bancă nu corespunde căutării.',
  signInTitle: 'Conectați-vă la {bank}',
  username: 'Nume de utilizator',
  password: 'Parolă',
  signIn: 'Conectare',
  testMode: 'Mod de testare: funcționează orice nume de utilizator și parolă.',
  oauthWaiting: 'Permiteți accesul în fereastra deschisă, apoi continuați.',
  continue: 'Continuați',
  back: 'Înapoi',
  selectAccount: 'Selectați un cont',
  balance: 'Sold {amount}',
  notEligible: 'Neeligibil',
  link: 'Conectați contul',
  successTitle: 'Cont conectat',
  successBody: '{account} este conectat.',
  microdepositsBody:
    'În 1–2 zile lucrătoare vor fi trimise sume mici în {account}; le veți introduce pentru a verifica contul.',
  done: 'Gata',
  manualDoneTitle: 'Date bancare salvate',
  manualTitle: 'Introduceți datele bancare',
  routing: 'Număr de rutare (routing number)',
  account: 'Număr de cont',
  accountConfirm: 'Confirmați numărul de cont',
  routingInvalid: 'Introduceți un număr de rutare valid, din 9 cifre.',
  accountInvalid: 'Introduceți un număr de cont de 4–17 cifre.',
  accountMismatch: 'Numerele de cont nu coincid.',
  verifyingTitle: 'Se verifică contul',
  verifyingBody: 'Se așteaptă ca {bank} să transmită detaliile contului…',
  verificationIncomplete:
    'Contul nu a putut fi verificat imediat. Alegeți din nou banca, altă bancă sau introduceți manual datele bancare.',
};
