import type { VerifyCatalogue } from './en.js';

export const VERIFY_LT: VerifyCatalogue = {
  'captcha.title': 'Patvirtinkite, kad esate žmogus',
  'captcha.explain':
    'Siekiant apsaugoti šį mokėjimą, prieš nuskaičiuojant lėšas iš jūsų kortelės reikia greito patikrinimo.',
  'captcha.checkbox': 'Aš ne robotas',
  'captcha.working': 'Tikrinama… {percent} %',
  'captcha.done': 'Patvirtinta',
  'captcha.failed': 'Patikrinimo užbaigti nepavyko. Bandykite dar kartą.',
  'cardImage.title': 'Patvirtinkite kortelę',
  'cardImage.explain':
    'Siekdami apsaugoti šį mokėjimą, įveskite paskutinius 4 skaitmenis, išspausdintus ant jūsų kortelės.',
  'cardImage.label': 'Paskutiniai 4 kortelės skaitmenys',
  'cardImage.verify': 'Patvirtinti',
  'cardImage.cancel': 'Atšaukti mokėjimą',
  'cardImage.upload': 'Arba atsiųskite kortelės nuotrauką (bandomasis režimas)',
  'cardImage.wrong': 'Šie skaitmenys neatitinka kortelės. Patikrinkite juos ir bandykite dar kartą.',
  'cardImage.incomplete': 'Įveskite 4 skaitmenis.',
};
