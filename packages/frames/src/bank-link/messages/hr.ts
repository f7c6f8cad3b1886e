import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Croatian (Vi). */
export const BANK_LINK_HR: BankLinkTexts = {
  merchantFallback: 'trgovac',
  consentTitle: 'Povežite svoj bankovni račun',
  consentBody:
    '{merchant} upotrebljava Payframe za povezivanje Vašeg bankovnog računa. Vaši podaci za prijavu u banku nikad se ne dijele s {merchant}.',
  agree: 'Prihvaćam i nastavljam',
  manual: 'Ručno unesite bankovne podatke',
  selectBank: 'Odaberite svoju banku',
  search: 'Potražite svoju banku',
  noResults: 'Nijedna banka ne odgovara pretraživanju.',
  signInTitle: 'Prijavite se u {bank}',
  username: 'Korisničko ime',
  password: 'Lozinka',
  signIn: 'Prijava',
  testMode: 'Testni način rada: radi bilo koje korisničko ime i lozinka.',
  oauthWaiting: 'Odobrite pristup u otvorenom prozoru, a zatim nastavite.',
  continue: 'Nastavi',
  back: 'Natrag',
  selectAccount: 'Odaberite račun',
  balance: 'Stanje {amount}',
  notEligible: 'Nije prihvatljivo',
  link: 'Poveži račun',
  successTitle: 'Račun je povezan',
  successBody: '{account} je povezan.',
  microdepositsBody:
    'Na {account} će u roku od 1 – 2 radna dana stići mali iznosi; unijet ćete ih za potvrdu računa.',
  done: 'Gotovo',
  manualDoneTitle: 'Bankovni podaci spremljeni',
  manualTitle: 'Unesite bankovne podatke',
  routing: 'Routing broj',
  account: 'Broj računa',
  accountConfirm: 'Potvrdite broj računa',
  routingInvalid: 'Unesite valjani 9-znamenkasti routing broj.',
  accountInvalid: 'Unesite broj računa od 4 do 17 znamenki.',
  accountMismatch: 'Brojevi računa ne podudaraju se.',
  verifyingTitle: 'Provjeravamo Vaš račun',
  verifyingBody: 'Čekamo da {bank} podijeli podatke o Vašem računu…',
  verificationIncomplete:
    'Vaš račun nije bilo moguće odmah provjeriti. Ponovno odaberite svoju banku, drugu banku ili ručno unesite bankovne podatke.',
};
