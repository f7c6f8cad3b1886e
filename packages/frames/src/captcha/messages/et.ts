import type { VerifyCatalogue } from './en.js';

export const VERIFY_ET: VerifyCatalogue = {
  'captcha.title': 'Kinnita, et oled inimene',
  'captcha.explain': 'Selle makse kaitsmiseks on enne kaardilt raha võtmist vaja teha kiire kontroll.',
  'captcha.checkbox': 'Ma ei ole robot',
  'captcha.working': 'Kontrollimine… {percent}%',
  'captcha.done': 'Kinnitatud',
  'captcha.failed': 'Kontrolli ei õnnestunud lõpule viia. Proovi uuesti.',
  'cardImage.title': 'Kinnita oma kaart',
  'cardImage.explain': 'Selle makse kaitsmiseks sisesta kaardile trükitud 4 viimast numbrit.',
  'cardImage.label': 'Kaardi 4 viimast numbrit',
  'cardImage.verify': 'Kinnita',
  'cardImage.cancel': 'Tühista makse',
  'cardImage.upload': 'Või saada kaardist pilt (testrežiim)',
  'cardImage.wrong': 'Need numbrid ei vasta kaardile. Kontrolli neid ja proovi uuesti.',
  'cardImage.incomplete': 'Sisesta 4 numbrit.',
};
