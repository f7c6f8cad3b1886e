import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in German (Sie). */
export const BANK_LINK_DE: BankLinkTexts = {
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
  verifyingTitle: 'Ihr Konto wird überprüft',
  verifyingBody: 'Warten auf die Kontodaten von {bank}…',
  verificationIncomplete:
    'Ihr Konto konnte nicht sofort überprüft werden. Wählen Sie Ihre Bank erneut, eine andere Bank oder geben Sie Ihre Bankdaten manuell ein.',
};
