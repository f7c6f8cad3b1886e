import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Lithuanian (jūs). */
export const BANK_LINK_LT: BankLinkTexts = {
  merchantFallback: 'prekybininkas',
  consentTitle: 'Susiekite banko sąskaitą',
  consentBody:
    '{merchant} naudoja Payframe jūsų banko sąskaitai susieti. Jūsų prisijungimo prie banko duomenys niekada neperduodami {merchant}.',
  agree: 'Sutikti ir tęsti',
  manual: 'Įvesti banko duomenis rankiniu būdu',
  selectBank: 'Pasirinkite savo banką',
  search: 'Ieškokite savo banko',
  noResults: 'Paieškos atitinkančių bankų nėra.',
  signInTitle: 'Prisijunkite prie {bank}',
  username: 'Naudotojo vardas',
  password: 'Slaptažodis',
  signIn: 'Prisijungti',
  testMode: 'Bandomasis režimas: tinka bet koks naudotojo vardas ir slaptažodis.',
  oauthWaiting: 'Suteikite prieigą atsidariusiame lange, tada tęskite.',
  continue: 'Tęsti',
  back: 'Atgal',
  selectAccount: 'Pasirinkite sąskaitą',
  balance: 'Likutis {amount}',
  notEligible: 'Netinkama',
  link: 'Susieti sąskaitą',
  successTitle: 'Sąskaita susieta',
  successBody: '{account} susieta.',
  microdepositsBody:
    'Per 1–2 darbo dienas į {account} bus pervestos nedidelės sumos; jas įvesite sąskaitai patvirtinti.',
  done: 'Atlikta',
  manualDoneTitle: 'Banko duomenys išsaugoti',
  manualTitle: 'Įveskite banko duomenis',
  routing: 'Maršruto numeris (routing number)',
  account: 'Sąskaitos numeris',
  accountConfirm: 'Patvirtinkite sąskaitos numerį',
  routingInvalid: 'Įveskite galiojantį 9 skaitmenų maršruto numerį.',
  accountInvalid: 'Įveskite 4–17 skaitmenų sąskaitos numerį.',
  accountMismatch: 'Sąskaitų numeriai nesutampa.',
  verifyingTitle: 'Tikriname jūsų sąskaitą',
  verifyingBody: 'Laukiame, kol {bank} pateiks jūsų sąskaitos duomenis…',
  verificationIncomplete:
    'Jūsų sąskaitos nepavyko patikrinti iš karto. Dar kartą pasirinkite savo banką, kitą banką arba įveskite banko duomenis rankiniu būdu.',
};
