import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Filipino. */
export const BANK_LINK_FIL: BankLinkTexts = {
  merchantFallback: 'ang merchant',
  consentTitle: 'I-link ang iyong bank account',
  consentBody:
    'Gumagamit ang {merchant} ng Payframe para i-link ang iyong bank account. Hindi kailanman ibinabahagi sa {merchant} ang iyong bank login.',
  agree: 'Sumang-ayon at magpatuloy',
  manual: 'Manu-manong ilagay ang bank details',
  selectBank: 'Piliin ang iyong bangko',
  search: 'Hanapin ang iyong bangko',
  noResults: 'Walang bangkong tugma sa iyong hinanap.',
  signInTitle: 'Mag-sign in sa {bank}',
  username: 'Username',
  password: 'Password',
  signIn: 'Mag-sign in',
  testMode: 'Test mode: gagana ang kahit anong username at password.',
  oauthWaiting: 'Aprubahan ang access sa window na nagbukas, saka magpatuloy.',
  continue: 'Magpatuloy',
  back: 'Bumalik',
  selectAccount: 'Pumili ng account',
  balance: 'Balanse {amount}',
  notEligible: 'Hindi kwalipikado',
  link: 'I-link ang account',
  successTitle: 'Naka-link na ang account',
  successBody: 'Naka-link na ang {account}.',
  microdepositsBody:
    'Magpapadala ng maliliit na deposito sa {account} sa loob ng 1–2 araw ng negosyo; ilalagay mo ang mga ito para ma-verify ang account.',
  done: 'Tapos na',
  manualDoneTitle: 'Na-save ang bank details',
  manualTitle: 'Ilagay ang bank details',
  routing: 'Routing number',
  account: 'Account number',
  accountConfirm: 'Kumpirmahin ang account number',
  routingInvalid: 'Maglagay ng valid na 9-digit na routing number.',
  accountInvalid: 'Maglagay ng account number na may 4 hanggang 17 digit.',
  accountMismatch: 'Hindi magkatugma ang mga account number.',
  verifyingTitle: 'Vine-verify ang iyong account',
  verifyingBody: 'Hinihintay ang {bank} na ibahagi ang detalye ng iyong account…',
  verificationIncomplete:
    'Hindi agad ma-verify ang iyong account. Piliin muli ang iyong bangko, ibang bangko, o manu-manong ilagay ang bank details.',
};
