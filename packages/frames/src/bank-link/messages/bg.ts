import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Bulgarian (Вие). */
export const BANK_LINK_BG: BankLinkTexts = {
  merchantFallback: 'търговеца',
  consentTitle: 'Свържете банковата си сметка',
  consentBody:
    '{merchant} използва Payframe, за да свърже банковата Ви сметка. Данните Ви за вход в банката никога не се споделят с {merchant}.',
  agree: 'Съгласявам се и продължавам',
  manual: 'Въведете банковите данни ръчно',
  selectBank: 'Изберете банката си',
  search: 'Потърсете банката си',
  noResults: 'Няма банка, която отговаря на търсенето.',
  signInTitle: 'Влезте в {bank}',
  username: 'Потребителско име',
  password: 'Парола',
  signIn: 'Вход',
  testMode: 'Тестов режим: работи всяко потребителско име и парола.',
  oauthWaiting: 'Разрешете достъпа в отворения прозорец и продължете.',
  continue: 'Продължете',
  back: 'Назад',
  selectAccount: 'Изберете сметка',
  balance: 'Наличност {amount}',
  notEligible: 'Не отговаря на условията',
  link: 'Свържете сметката',
  successTitle: 'Сметката е свързана',
  successBody: '{account} е свързана.',
  microdepositsBody:
    'До 1–2 работни дни по {account} ще бъдат изпратени малки суми; ще ги въведете, за да потвърдите сметката.',
  done: 'Готово',
  manualDoneTitle: 'Банковите данни са запазени',
  manualTitle: 'Въведете банкови данни',
  routing: 'Маршрутен номер (routing number)',
  account: 'Номер на сметка',
  accountConfirm: 'Потвърдете номера на сметката',
  routingInvalid: 'Въведете валиден 9-цифрен маршрутен номер.',
  accountInvalid: 'Въведете номер на сметка от 4 до 17 цифри.',
  accountMismatch: 'Номерата на сметките не съвпадат.',
  verifyingTitle: 'Проверяваме сметката Ви',
  verifyingBody: 'Изчакваме {bank} да сподели данните на сметката Ви…',
  verificationIncomplete:
    'Сметката Ви не можа да бъде потвърдена веднага. Изберете отново банката си, друга банка или въведете банковите данни ръчно.',
};
