import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Russian (вы). */
export const BANK_LINK_RU: BankLinkTexts = {
  merchantFallback: 'продавец',
  consentTitle: 'Привяжите банковский счёт',
  consentBody:
    '{merchant} использует Payframe для привязки вашего банковского счёта. Ваши данные для входа в банк никогда не передаются {merchant}.',
  agree: 'Принять и продолжить',
  manual: 'Ввести банковские реквизиты вручную',
  selectBank: 'Выберите банк',
  search: 'Найдите свой банк',
  noResults: 'Банков по вашему запросу не найдено.',
  signInTitle: 'Вход в {bank}',
  username: 'Имя пользователя',
  password: 'Пароль',
  signIn: 'Войти',
  testMode: 'Тестовый режим: подойдут любые имя пользователя и пароль.',
  oauthWaiting: 'Разрешите доступ в открывшемся окне, затем продолжите.',
  continue: 'Продолжить',
  back: 'Назад',
  selectAccount: 'Выберите счёт',
  balance: 'Баланс {amount}',
  notEligible: 'Недоступен',
  link: 'Привязать счёт',
  successTitle: 'Счёт привязан',
  successBody: '{account} привязан.',
  microdepositsBody:
    'В течение 1–2 рабочих дней на {account} поступят небольшие суммы; введите их, чтобы подтвердить счёт.',
  done: 'Готово',
  manualDoneTitle: 'Банковские реквизиты сохранены',
  manualTitle: 'Введите банковские реквизиты',
  routing: 'Маршрутный номер (routing number)',
  account: 'Номер счёта',
  accountConfirm: 'Подтвердите номер счёта',
  routingInvalid: 'Введите действительный 9-значный маршрутный номер.',
  accountInvalid: 'Введите номер счёта из 4–17 цифр.',
  accountMismatch: 'Номера счетов не совпадают.',
  verifyingTitle: 'Проверяем ваш счёт',
  verifyingBody: 'Ожидаем, пока {bank} передаст данные вашего счёта…',
  verificationIncomplete:
    'Не удалось сразу проверить ваш счёт. Выберите свой банк ещё раз, другой банк или введите реквизиты вручную.',
};
