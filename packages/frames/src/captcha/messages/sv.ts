import type { VerifyCatalogue } from './en.js';

export const VERIFY_SV: VerifyCatalogue = {
  'captcha.title': 'Bekräfta att du är en människa',
  'captcha.explain':
    'För att skydda den här betalningen behöver vi göra en snabb kontroll innan ditt kort debiteras.',
  'captcha.checkbox': 'Jag är inte en robot',
  'captcha.working': 'Kontrollerar … {percent} %',
  'captcha.done': 'Verifierad',
  'captcha.failed': 'Kontrollen kunde inte slutföras. Försök igen.',
  'cardImage.title': 'Bekräfta ditt kort',
  'cardImage.explain':
    'För att skydda den här betalningen anger du de 4 sista siffrorna som står på ditt kort.',
  'cardImage.label': 'Kortets 4 sista siffror',
  'cardImage.verify': 'Verifiera',
  'cardImage.cancel': 'Avbryt betalningen',
  'cardImage.upload': 'Eller skicka en bild av kortet (testläge)',
  'cardImage.wrong': 'Siffrorna stämmer inte med kortet. Kontrollera dem och försök igen.',
  'cardImage.incomplete': 'Ange de 4 siffrorna.',
};
