import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Polish. */
export const BANK_LINK_PL: BankLinkTexts = {
  merchantFallback: 'sprzedawca',
  consentTitle: 'Połącz swoje konto bankowe',
  consentBody:
    '{merchant} korzysta z Payframe, aby połączyć Twoje konto bankowe. Twoje dane logowania do banku nigdy nie są udostępniane {merchant}.',
  agree: 'Zgadzam się i kontynuuję',
  manual: 'Wpisz dane bankowe ręcznie',
  selectBank: 'Wybierz swój bank',
  search: 'Wyszukaj swój bank',
  noResults: 'Żaden bank nie pasuje do wyszukiwania.',
  signInTitle: 'Zaloguj się do {bank}',
  username: 'Nazwa użytkownika',
  password: 'Hasło',
  signIn: 'Zaloguj się',
  testMode: 'Tryb testowy: działa dowolna nazwa użytkownika i hasło.',
  oauthWaiting: 'Zezwól na dostęp w otwartym oknie, a następnie kontynuuj.',
  continue: 'Dalej',
  back: 'Wstecz',
  selectAccount: 'Wybierz konto',
  balance: 'Saldo {amount}',
  notEligible: 'Niedostępne',
  link: 'Połącz konto',
  successTitle: 'Konto połączone',
  successBody: '{account} jest połączone.',
  microdepositsBody:
    'W ciągu 1–2 dni roboczych na {account} trafią niewielkie wpłaty; wpiszesz je, aby zweryfikować konto.',
  done: 'Gotowe',
  manualDoneTitle: 'Dane bankowe zapisane',
  manualTitle: 'Wpisz dane bankowe',
  routing: 'Numer rozliczeniowy (routing number)',
  account: 'Numer konta',
  accountConfirm: 'Potwierdź numer konta',
  routingInvalid: 'Wpisz prawidłowy 9-cyfrowy numer rozliczeniowy.',
  accountInvalid: 'Wpisz numer konta składający się z 4–17 cyfr.',
  accountMismatch: 'Numery kont nie są zgodne.',
  verifyingTitle: 'Weryfikujemy Twoje konto',
  verifyingBody: 'Czekamy, aż {bank} udostępni dane Twojego konta…',
  verificationIncomplete:
    'Nie udało się od razu zweryfikować Twojego konta. Wybierz ponownie swój bank, inny bank lub wpisz dane bankowe ręcznie.',
};
