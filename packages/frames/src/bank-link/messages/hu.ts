import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Hungarian (magázás). */
export const BANK_LINK_HU: BankLinkTexts = {
  merchantFallback: 'a kereskedő',
  consentTitle: 'Bankszámla összekapcsolása',
  consentBody:
    '{merchant} a Payframe segítségével kapcsolja össze az Ön bankszámláját. Banki bejelentkezési adatait {merchant} soha nem kapja meg.',
  agree: 'Elfogadom és folytatom',
  manual: 'Banki adatok megadása kézzel',
  selectBank: 'Válassza ki a bankját',
  search: 'Keresse meg a bankját',
  noResults: 'Egyetlen bank sem felel meg a keresésnek.',
  signInTitle: 'Bejelentkezés: {bank}',
  username: 'Felhasználónév',
  password: 'Jelszó',
  signIn: 'Bejelentkezés',
  testMode: 'Tesztmód: bármilyen felhasználónév és jelszó működik.',
  oauthWaiting: 'Engedélyezze a hozzáférést a megnyílt ablakban, majd folytassa.',
  continue: 'Tovább',
  back: 'Vissza',
  selectAccount: 'Válasszon számlát',
  balance: 'Egyenleg: {amount}',
  notEligible: 'Nem használható',
  link: 'Számla összekapcsolása',
  successTitle: 'Számla összekapcsolva',
  successBody: '{account} összekapcsolva.',
  microdepositsBody:
    '1–2 munkanapon belül kis összegű jóváírásokat küldünk ide: {account}; ezek megadásával igazolhatja a számlát.',
  done: 'Kész',
  manualDoneTitle: 'Banki adatok mentve',
  manualTitle: 'Adja meg a banki adatokat',
  routing: 'Routing szám',
  account: 'Számlaszám',
  accountConfirm: 'Számlaszám megerősítése',
  routingInvalid: 'Adjon meg érvényes, 9 jegyű routing számot.',
  accountInvalid: 'Adjon meg 4–17 számjegyű számlaszámot.',
  accountMismatch: 'A számlaszámok nem egyeznek.',
  verifyingTitle: 'Számla ellenőrzése',
  verifyingBody: 'Várakozás arra, hogy {bank} megossza a számla adatait…',
  verificationIncomplete:
    'A számlát nem sikerült azonnal ellenőrizni. Válassza újra a bankját, egy másik bankot, vagy adja meg kézzel a banki adatokat.',
};
