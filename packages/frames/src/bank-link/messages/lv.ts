import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Latvian (jūs). */
export const BANK_LINK_LV: BankLinkTexts = {
  merchantFallback: 'tirgotājs',
  consentTitle: 'Piesaistiet savu bankas kontu',
  consentBody:
    '{merchant} izmanto Payframe, lai piesaistītu jūsu bankas kontu. Jūsu bankas pieteikšanās dati nekad netiek kopīgoti ar {merchant}.',
  agree: 'Piekrist un turpināt',
  manual: 'Ievadīt bankas datus manuāli',
  selectBank: 'Izvēlieties savu banku',
  search: 'Meklējiet savu banku',
  noResults: 'Meklēšanai neatbilst neviena banka.',
  signInTitle: 'Pierakstīties: {bank}',
  username: 'Lietotājvārds',
  password: 'Parole',
  signIn: 'Pierakstīties',
  testMode: 'Testa režīms: der jebkurš lietotājvārds un parole.',
  oauthWaiting: 'Atļaujiet piekļuvi atvērtajā logā un pēc tam turpiniet.',
  continue: 'Turpināt',
  back: 'Atpakaļ',
  selectAccount: 'Izvēlieties kontu',
  balance: 'Atlikums {amount}',
  notEligible: 'Nav piemērots',
  link: 'Piesaistīt kontu',
  successTitle: 'Konts piesaistīts',
  successBody: '{account} ir piesaistīts.',
  microdepositsBody:
    '1–2 darba dienu laikā uz {account} tiks nosūtītas nelielas summas; jūs tās ievadīsiet, lai apstiprinātu kontu.',
  done: 'Gatavs',
  manualDoneTitle: 'Bankas dati saglabāti',
  manualTitle: 'Ievadiet bankas datus',
  routing: 'Maršrutēšanas numurs (routing number)',
  account: 'Konta numurs',
  accountConfirm: 'Apstipriniet konta numuru',
  routingInvalid: 'Ievadiet derīgu 9 ciparu maršrutēšanas numuru.',
  accountInvalid: 'Ievadiet konta numuru no 4 līdz 17 cipariem.',
  accountMismatch: 'Konta numuri nesakrīt.',
  verifyingTitle: 'Pārbaudām jūsu kontu',
  verifyingBody: 'Gaidām, kamēr {bank} kopīgos jūsu konta datus…',
  verificationIncomplete:
    'Jūsu kontu neizdevās uzreiz pārbaudīt. Vēlreiz izvēlieties savu banku, citu banku vai ievadiet bankas datus manuāli.',
};
