import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Estonian. */
export const BANK_LINK_ET: BankLinkTexts = {
  merchantFallback: 'kaupmees',
  consentTitle: 'Seo oma pangakonto',
  consentBody:
    "{merchant} kasutab sinu pangakonto sidumiseks Payframe'i. Sinu panga sisselogimisandmeid ei jagata kunagi {merchant}-ga.",
  agree: 'Nõustu ja jätka',
  manual: 'Sisesta pangaandmed käsitsi',
  selectBank: 'Vali oma pank',
  search: 'Otsi oma panka',
  noResults: 'Otsingule ei vasta ükski pank.',
  signInTitle: 'Logi sisse: {bank}',
  username: 'Kasutajanimi',
  password: 'Parool',
  signIn: 'Logi sisse',
  testMode: 'Testrežiim: sobib mis tahes kasutajanimi ja parool.',
  oauthWaiting: 'Luba juurdepääs avanenud aknas ja jätka seejärel.',
  continue: 'Jätka',
  back: 'Tagasi',
  selectAccount: 'Vali konto',
  balance: 'Saldo {amount}',
  notEligible: 'Ei sobi',
  link: 'Seo konto',
  successTitle: 'Konto on seotud',
  successBody: '{account} on seotud.',
  microdepositsBody:
    '1–2 tööpäeva jooksul saadetakse kontole {account} väikesed summad; sisestad need konto kinnitamiseks.',
  done: 'Valmis',
  manualDoneTitle: 'Pangaandmed salvestatud',
  manualTitle: 'Sisesta pangaandmed',
  routing: 'Routing-number',
  account: 'Kontonumber',
  accountConfirm: 'Kinnita kontonumber',
  routingInvalid: 'Sisesta kehtiv 9-kohaline routing-number.',
  accountInvalid: 'Sisesta 4–17-kohaline kontonumber.',
  accountMismatch: 'Kontonumbrid ei kattu.',
  verifyingTitle: 'Kontrollime sinu kontot',
  verifyingBody: 'Ootame, kuni {bank} jagab sinu konto andmeid…',
  verificationIncomplete:
    'Sinu kontot ei õnnestunud kohe kinnitada. Vali uuesti oma pank, mõni teine pank või sisesta pangaandmed käsitsi.',
};
