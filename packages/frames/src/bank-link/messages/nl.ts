import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Dutch (u). */
export const BANK_LINK_NL: BankLinkTexts = {
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
  verifyingTitle: 'Je rekening wordt geverifieerd',
  verifyingBody: 'Wachten tot {bank} je rekeninggegevens deelt…',
  verificationIncomplete:
    'Je rekening kon niet direct worden geverifieerd. Kies je bank opnieuw, een andere bank, of voer je bankgegevens handmatig in.',
};
