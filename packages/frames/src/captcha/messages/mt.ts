import type { VerifyCatalogue } from './en.js';

export const VERIFY_MT: VerifyCatalogue = {
  'captcha.title': 'Ikkonferma li int persuna',
  'captcha.explain':
    'Biex nipproteġu dan il-ħlas, għandna bżonn verifika qasira qabel ma tiġi ddebitata l-karta tiegħek.',
  'captcha.checkbox': 'M’iniex robot',
  'captcha.working': 'Qed jiġi vverifikat… {percent}%',
  'captcha.done': 'Ivverifikat',
  'captcha.failed': 'Il-verifika ma setgħetx titlesta. Erġa’ pprova.',
  'cardImage.title': 'Ikkonferma l-karta tiegħek',
  'cardImage.explain': 'Biex nipproteġu dan il-ħlas, daħħal l-aħħar 4 numri stampati fuq il-karta tiegħek.',
  'cardImage.label': 'L-aħħar 4 numri tal-karta',
  'cardImage.verify': 'Ivverifika',
  'cardImage.cancel': 'Ikkanċella l-ħlas',
  'cardImage.upload': 'Jew ibgħat ritratt tal-karta (modalità tat-test)',
  'cardImage.wrong': 'Dawn in-numri ma jaqblux mal-karta. Iċċekkjahom u erġa’ pprova.',
  'cardImage.incomplete': 'Daħħal l-4 numri.',
};
