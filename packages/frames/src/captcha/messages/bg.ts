import type { VerifyCatalogue } from './en.js';

export const VERIFY_BG: VerifyCatalogue = {
  'captcha.title': 'Потвърдете, че сте човек',
  'captcha.explain':
    'За да защитим това плащане, е необходима бърза проверка, преди картата Ви да бъде таксувана.',
  'captcha.checkbox': 'Не съм робот',
  'captcha.working': 'Проверява се… {percent}%',
  'captcha.done': 'Потвърдено',
  'captcha.failed': 'Проверката не можа да бъде завършена. Опитайте отново.',
  'cardImage.title': 'Потвърдете картата си',
  'cardImage.explain': 'За защита на това плащане въведете последните 4 цифри, отпечатани на картата Ви.',
  'cardImage.label': 'Последните 4 цифри на картата',
  'cardImage.verify': 'Потвърди',
  'cardImage.cancel': 'Отказ от плащането',
  'cardImage.upload': 'Или изпратете снимка на картата (тестов режим)',
  'cardImage.wrong': 'Тези цифри не съвпадат с картата. Проверете ги и опитайте отново.',
  'cardImage.incomplete': 'Въведете 4-те цифри.',
};
