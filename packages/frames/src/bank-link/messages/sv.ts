import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Swedish. */
export const BANK_LINK_SV: BankLinkTexts = {
  merchantFallback: 'handlaren',
  consentTitle: 'Koppla ditt bankkonto',
  consentBody:
    '{merchant} använder Payframe för att koppla ditt bankkonto. Dina inloggningsuppgifter till banken delas aldrig med {merchant}.',
  agree: 'Godkänn och fortsätt',
  manual: 'Ange bankuppgifter manuellt',
  selectBank: 'Välj din bank',
  search: 'Sök efter din bank',
  noResults: 'Ingen bank matchar din sökning.',
  signInTitle: 'Logga in på {bank}',
  username: 'Användarnamn',
  password: 'Lösenord',
  signIn: 'Logga in',
  testMode: 'Testläge: alla användarnamn och lösenord fungerar.',
  oauthWaiting: 'Godkänn åtkomst i fönstret som öppnades och fortsätt sedan.',
  continue: 'Fortsätt',
  back: 'Tillbaka',
  selectAccount: 'Välj ett konto',
  balance: 'Saldo {amount}',
  notEligible: 'Inte giltigt',
  link: 'Koppla konto',
  successTitle: 'Kontot är kopplat',
  successBody: '{account} är kopplat.',
  microdepositsBody:
    'Små insättningar skickas till {account} inom 1–2 bankdagar; du anger dem för att verifiera kontot.',
  done: 'Klar',
  manualDoneTitle: 'Bankuppgifterna har sparats',
  manualTitle: 'Ange bankuppgifter',
  routing: 'Routingnummer',
  account: 'Kontonummer',
  accountConfirm: 'Bekräfta kontonummer',
  routingInvalid: 'Ange ett giltigt routingnummer med 9 siffror.',
  accountInvalid: 'Ange ett kontonummer med 4 till 17 siffror.',
  accountMismatch: 'Kontonumren stämmer inte överens.',
  verifyingTitle: 'Ditt konto verifieras',
  verifyingBody: 'Väntar på att {bank} ska dela dina kontouppgifter…',
  verificationIncomplete:
    'Ditt konto kunde inte verifieras direkt. Välj din bank igen, en annan bank eller ange bankuppgifterna manuellt.',
};
