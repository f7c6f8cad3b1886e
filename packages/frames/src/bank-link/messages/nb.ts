import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Norwegian Bokmål. */
export const BANK_LINK_NB: BankLinkTexts = {
  merchantFallback: 'forhandleren',
  consentTitle: 'Koble til bankkontoen din',
  consentBody:
    '{merchant} bruker Payframe for å koble til bankkontoen din. Innloggingsopplysningene dine til banken deles aldri med {merchant}.',
  agree: 'Godta og fortsett',
  manual: 'Skriv inn bankopplysninger manuelt',
  selectBank: 'Velg banken din',
  search: 'Søk etter banken din',
  noResults: 'Ingen bank samsvarer med søket.',
  signInTitle: 'Logg inn i {bank}',
  username: 'Brukernavn',
  password: 'Passord',
  signIn: 'Logg inn',
  testMode: 'Testmodus: alle brukernavn og passord fungerer.',
  oauthWaiting: 'Godkjenn tilgang i vinduet som ble åpnet, og fortsett deretter.',
  continue: 'Fortsett',
  back: 'Tilbake',
  selectAccount: 'Velg en konto',
  balance: 'Saldo {amount}',
  notEligible: 'Ikke mulig',
  link: 'Koble til konto',
  successTitle: 'Kontoen er koblet til',
  successBody: '{account} er koblet til.',
  microdepositsBody:
    'Små innskudd sendes til {account} innen 1–2 virkedager; du skriver dem inn for å bekrefte kontoen.',
  done: 'Ferdig',
  manualDoneTitle: 'Bankopplysningene er lagret',
  manualTitle: 'Skriv inn bankopplysninger',
  routing: 'Routingnummer',
  account: 'Kontonummer',
  accountConfirm: 'Bekreft kontonummeret',
  routingInvalid: 'Skriv inn et gyldig routingnummer på 9 sifre.',
  accountInvalid: 'Skriv inn et kontonummer på 4 til 17 sifre.',
  accountMismatch: 'Kontonumrene samsvarer ikke.',
  verifyingTitle: 'Kontoen din bekreftes',
  verifyingBody: 'Venter på at {bank} skal dele kontoopplysningene dine …',
  verificationIncomplete:
    'Kontoen din kunne ikke bekreftes med en gang. Velg banken din på nytt, en annen bank, eller skriv inn bankopplysningene manuelt.',
};
