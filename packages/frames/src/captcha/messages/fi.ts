import type { VerifyCatalogue } from './en.js';

export const VERIFY_FI: VerifyCatalogue = {
  'captcha.title': 'Vahvista, että olet ihminen',
  'captcha.explain': 'Tämän maksun suojaamiseksi tarvitaan nopea tarkistus ennen kuin korttiasi veloitetaan.',
  'captcha.checkbox': 'En ole robotti',
  'captcha.working': 'Tarkistetaan… {percent} %',
  'captcha.done': 'Vahvistettu',
  'captcha.failed': 'Tarkistusta ei voitu suorittaa loppuun. Yritä uudelleen.',
  'cardImage.title': 'Vahvista korttisi',
  'cardImage.explain': 'Anna maksun suojaamiseksi korttiisi painetut 4 viimeistä numeroa.',
  'cardImage.label': 'Kortin 4 viimeistä numeroa',
  'cardImage.verify': 'Vahvista',
  'cardImage.cancel': 'Peruuta maksu',
  'cardImage.upload': 'Tai lähetä kuva kortista (testitila)',
  'cardImage.wrong': 'Numerot eivät vastaa korttia. Tarkista ne ja yritä uudelleen.',
  'cardImage.incomplete': 'Anna 4 numeroa.',
};
