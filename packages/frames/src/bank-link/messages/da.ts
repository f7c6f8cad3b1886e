import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Danish. */
export const BANK_LINK_DA: BankLinkTexts = {
  merchantFallback: 'forhandleren',
  consentTitle: 'Tilknyt din bankkonto',
  consentBody:
    '{merchant} bruger Payframe til at tilknytte din bankkonto. Dine loginoplysninger til banken deles aldrig med {merchant}.',
  agree: 'Accepter og fortsæt',
  manual: 'Indtast bankoplysninger manuelt',
  selectBank: 'Vælg din bank',
  search: 'Søg efter din bank',
  noResults: 'Ingen bank matcher din søgning.',
  signInTitle: 'Log ind hos {bank}',
  username: 'Brugernavn',
  password: 'Adgangskode',
  signIn: 'Log ind',
  testMode: 'Testtilstand: alle brugernavne og adgangskoder virker.',
  oauthWaiting: 'Godkend adgang i vinduet, der blev åbnet, og fortsæt derefter.',
  continue: 'Fortsæt',
  back: 'Tilbage',
  selectAccount: 'Vælg en konto',
  balance: 'Saldo {amount}',
  notEligible: 'Ikke mulig',
  link: 'Tilknyt konto',
  successTitle: 'Kontoen er tilknyttet',
  successBody: '{account} er tilknyttet.',
  microdepositsBody:
    'Små indbetalinger sendes til {account} inden for 1–2 bankdage; du indtaster dem for at bekræfte kontoen.',
  done: 'Færdig',
  manualDoneTitle: 'Bankoplysninger gemt',
  manualTitle: 'Indtast bankoplysninger',
  routing: 'Routingnummer',
  account: 'Kontonummer',
  accountConfirm: 'Bekræft kontonummer',
  routingInvalid: 'Indtast et gyldigt routingnummer på 9 cifre.',
  accountInvalid: 'Indtast et kontonummer på 4 til 17 cifre.',
  accountMismatch: 'Kontonumrene stemmer ikke overens.',
  verifyingTitle: 'Din konto bekræftes',
  verifyingBody: 'Venter på, at {bank} deler dine kontooplysninger…',
  verificationIncomplete:
    'Din konto kunne ikke bekræftes med det samme. Vælg din bank igen, en anden bank, eller indtast dine bankoplysninger manuelt.',
};
