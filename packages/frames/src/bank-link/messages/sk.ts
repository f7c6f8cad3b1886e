import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Slovak (vykanie). */
export const BANK_LINK_SK: BankLinkTexts = {
  merchantFallback: 'obchodník',
  consentTitle: 'Prepojte svoj bankový účet',
  consentBody:
    '{merchant} používa Payframe na prepojenie vášho bankového účtu. Vaše prihlasovacie údaje do banky sa {merchant} nikdy nezdieľajú.',
  agree: 'Súhlasiť a pokračovať',
  manual: 'Zadať bankové údaje ručne',
  selectBank: 'Vyberte svoju banku',
  search: 'Vyhľadajte svoju banku',
  noResults: 'Vášmu hľadaniu nezodpovedá žiadna banka.',
  signInTitle: 'Prihláste sa do {bank}',
  username: 'Používateľské meno',
  password: 'Heslo',
  signIn: 'Prihlásiť sa',
  testMode: 'Testovací režim: funguje akékoľvek používateľské meno a heslo.',
  oauthWaiting: 'Povoľte prístup v otvorenom okne a potom pokračujte.',
  continue: 'Pokračovať',
  back: 'Späť',
  selectAccount: 'Vyberte účet',
  balance: 'Zostatok {amount}',
  notEligible: 'Nedá sa použiť',
  link: 'Prepojiť účet',
  successTitle: 'Účet je prepojený',
  successBody: '{account} je prepojený.',
  microdepositsBody:
    'Na {account} budú do 1 – 2 pracovných dní odoslané drobné vklady; ich zadaním účet overíte.',
  done: 'Hotovo',
  manualDoneTitle: 'Bankové údaje sú uložené',
  manualTitle: 'Zadajte bankové údaje',
  routing: 'Smerovacie číslo (routing number)',
  account: 'Číslo účtu',
  accountConfirm: 'Potvrďte číslo účtu',
  routingInvalid: 'Zadajte platné 9-miestne smerovacie číslo.',
  accountInvalid: 'Zadajte číslo účtu so 4 až 17 číslicami.',
  accountMismatch: 'Čísla účtov sa nezhodujú.',
  verifyingTitle: 'Overujeme váš účet',
  verifyingBody: 'Čakáme, kým {bank} poskytne údaje o vašom účte…',
  verificationIncomplete:
    'Váš účet sa nepodarilo okamžite overiť. Vyberte znova svoju banku, inú banku alebo zadajte bankové údaje ručne.',
};
