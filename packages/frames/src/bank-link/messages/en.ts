import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in English, the reference every other locale is checked against. */
export const BANK_LINK_EN: BankLinkTexts = {
  merchantFallback: 'the merchant',
  consentTitle: 'Link your bank account',
  consentBody:
    '{merchant} uses Payframe to link your bank account. Your bank login is never shared with {merchant}.',
  agree: 'Agree and continue',
  manual: 'Enter bank details manually',
  selectBank: 'Select your bank',
  search: 'Search for your bank',
  noResults: 'No bank matches your search.',
  signInTitle: 'Sign in to {bank}',
  username: 'Username',
  password: 'Password',
  signIn: 'Sign in',
  testMode: 'Test mode: any username and password work.',
  oauthWaiting: 'Approve access in the window that opened, then continue.',
  continue: 'Continue',
  back: 'Back',
  selectAccount: 'Select an account',
  balance: 'Balance {amount}',
  notEligible: 'Not eligible',
  link: 'Link account',
  successTitle: 'Account linked',
  successBody: '{account} is linked.',
  microdepositsBody:
    'Small deposits will be sent to {account} in 1–2 business days; you will enter them to verify the account.',
  done: 'Done',
  manualDoneTitle: 'Bank details saved',
  manualTitle: 'Enter bank details',
  routing: 'Routing number',
  account: 'Account number',
  accountConfirm: 'Confirm account number',
  routingInvalid: 'Enter a valid 9-digit routing number.',
  accountInvalid: 'Enter an account number of 4 to 17 digits.',
  accountMismatch: 'The account numbers do not match.',
  verifyingTitle: 'Verifying your account',
  verifyingBody: 'Waiting for {bank} to share your account details…',
  verificationIncomplete:
    'Your account could not be verified instantly. Choose your bank again, another bank, or enter your bank details manually.',
};
