import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Maltese. */
export const BANK_LINK_MT: BankLinkTexts = {
  merchantFallback: 'in-negozjant',
  consentTitle: 'Orbot il-kont bankarju tiegħek',
  consentBody:
    "{merchant} juża Payframe biex jorbot il-kont bankarju tiegħek. Id-dettalji tal-login tal-bank tiegħek qatt ma jinqasmu ma' {merchant}.",
  agree: 'Naqbel u nkompli',
  manual: 'Daħħal id-dettalji bankarji manwalment',
  selectBank: 'Agħżel il-bank tiegħek',
  search: 'Fittex il-bank tiegħek',
  noResults: 'L-ebda bank ma jaqbel mat-tfittxija tiegħek.',
  signInTitle: "Idħol f'{bank}",
  username: 'Isem tal-utent',
  password: 'Password',
  signIn: 'Idħol',
  testMode: 'Modalità tat-test: kwalunkwe isem tal-utent u password jaħdmu.',
  oauthWaiting: 'Approva l-aċċess fit-tieqa li nfetħet, imbagħad kompli.',
  continue: 'Kompli',
  back: 'Lura',
  selectAccount: 'Agħżel kont',
  balance: 'Bilanċ {amount}',
  notEligible: 'Mhux eliġibbli',
  link: 'Orbot il-kont',
  successTitle: 'Il-kont intrabat',
  successBody: '{account} intrabat.',
  microdepositsBody:
    "Depożiti żgħar jintbagħtu lil {account} f'jum jew jumejn tax-xogħol; iddaħħalhom biex tivverifika l-kont.",
  done: 'Lest',
  manualDoneTitle: 'Id-dettalji bankarji ġew issejvjati',
  manualTitle: 'Daħħal id-dettalji bankarji',
  routing: 'Numru tar-routing',
  account: 'Numru tal-kont',
  accountConfirm: 'Ikkonferma n-numru tal-kont',
  routingInvalid: "Daħħal numru tar-routing validu ta' 9 ċifri.",
  accountInvalid: "Daħħal numru tal-kont ta' bejn 4 u 17-il ċifra.",
  accountMismatch: 'In-numri tal-kont ma jaqblux.',
  verifyingTitle: 'Qed nivverifikaw il-kont tiegħek',
  verifyingBody: 'Qed nistennew lil {bank} jaqsam id-dettalji tal-kont tiegħek…',
  verificationIncomplete:
    'Il-kont tiegħek ma setax jiġi vverifikat minnufih. Agħżel il-bank tiegħek mill-ġdid, bank ieħor, jew daħħal id-dettalji bankarji manwalment.',
};
