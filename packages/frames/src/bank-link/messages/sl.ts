import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Slovenian (vikanje). */
export const BANK_LINK_SL: BankLinkTexts = {
  merchantFallback: 'trgovec',
  consentTitle: 'Povežite svoj bančni račun',
  consentBody:
    '{merchant} uporablja Payframe za povezavo vašega bančnega računa. Vaši podatki za prijavo v banko se nikoli ne delijo s {merchant}.',
  agree: 'Strinjam se in nadaljuj',
  manual: 'Ročno vnesite bančne podatke',
  selectBank: 'Izberite svojo banko',
  search: 'Poiščite svojo banko',
  noResults: 'Nobena banka se ne ujema z iskanjem.',
  signInTitle: 'Prijava v {bank}',
  username: 'Uporabniško ime',
  password: 'Geslo',
  signIn: 'Prijava',
  testMode: 'Preskusni način: deluje katero koli uporabniško ime in geslo.',
  oauthWaiting: 'Dovolite dostop v odprtem oknu, nato nadaljujte.',
  continue: 'Nadaljuj',
  back: 'Nazaj',
  selectAccount: 'Izberite račun',
  balance: 'Stanje {amount}',
  notEligible: 'Ni primeren',
  link: 'Poveži račun',
  successTitle: 'Račun je povezan',
  successBody: '{account} je povezan.',
  microdepositsBody:
    'Na {account} bodo v 1–2 delovnih dneh poslani majhni zneski; vnesli jih boste za potrditev računa.',
  done: 'Končano',
  manualDoneTitle: 'Bančni podatki so shranjeni',
  manualTitle: 'Vnesite bančne podatke',
  routing: 'Usmerjevalna številka (routing number)',
  account: 'Številka računa',
  accountConfirm: 'Potrdite številko računa',
  routingInvalid: 'Vnesite veljavno 9-mestno usmerjevalno številko.',
  accountInvalid: 'Vnesite številko računa s 4 do 17 števkami.',
  accountMismatch: 'Številki računa se ne ujemata.',
  verifyingTitle: 'Preverjamo vaš račun',
  verifyingBody: 'Čakamo, da {bank} posreduje podatke o vašem računu …',
  verificationIncomplete:
    'Vašega računa ni bilo mogoče takoj preveriti. Znova izberite svojo banko, drugo banko ali ročno vnesite bančne podatke.',
};
