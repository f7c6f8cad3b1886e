import type { VerifyCatalogue } from './en.js';

/** Filipino, with the English terms Philippine shops use (card, digit, test mode). */
export const VERIFY_FIL: VerifyCatalogue = {
  'captcha.title': 'Kumpirmahin na tao ka',
  'captcha.explain':
    'Para maprotektahan ang bayad na ito, kailangan muna ng mabilis na pagsusuri bago singilin ang iyong card.',
  'captcha.checkbox': 'Hindi ako robot',
  'captcha.working': 'Sinusuri… {percent}%',
  'captcha.done': 'Na-verify na',
  'captcha.failed': 'Hindi natapos ang pagsusuri. Pakisubukang muli.',
  'cardImage.title': 'Kumpirmahin ang iyong card',
  'cardImage.explain':
    'Para maprotektahan ang bayad na ito, ilagay ang huling 4 na digit na nakalimbag sa iyong card.',
  'cardImage.label': 'Huling 4 na digit ng card',
  'cardImage.verify': 'I-verify',
  'cardImage.cancel': 'Kanselahin ang bayad',
  'cardImage.upload': 'O magpadala ng litrato ng card (test mode)',
  'cardImage.wrong': 'Hindi tugma ang mga digit na ito sa card. Suriin ang mga ito at subukang muli.',
  'cardImage.incomplete': 'Ilagay ang 4 na digit.',
};
