import type { VerifyCatalogue } from './en.js';

export const VERIFY_RU: VerifyCatalogue = {
  'captcha.title': 'Подтвердите, что вы человек',
  'captcha.explain': 'Для защиты этого платежа перед списанием средств с вашей карты нужна быстрая проверка.',
  'captcha.checkbox': 'Я не робот',
  'captcha.working': 'Проверка… {percent} %',
  'captcha.done': 'Подтверждено',
  'captcha.failed': 'Не удалось завершить проверку. Попробуйте ещё раз.',
  'cardImage.title': 'Подтвердите карту',
  'cardImage.explain': 'Для защиты этого платежа введите последние 4 цифры, напечатанные на вашей карте.',
  'cardImage.label': 'Последние 4 цифры карты',
  'cardImage.verify': 'Подтвердить',
  'cardImage.cancel': 'Отменить платёж',
  'cardImage.upload': 'Или отправьте фото карты (тестовый режим)',
  'cardImage.wrong': 'Эти цифры не совпадают с картой. Проверьте их и попробуйте ещё раз.',
  'cardImage.incomplete': 'Введите 4 цифры.',
};
