import type { VerifyCatalogue } from './en.js';

export const VERIFY_DA: VerifyCatalogue = {
  'captcha.title': 'Bekræft, at du er et menneske',
  'captcha.explain':
    'For at beskytte denne betaling skal vi lige foretage et hurtigt tjek, før dit kort bliver debiteret.',
  'captcha.checkbox': 'Jeg er ikke en robot',
  'captcha.working': 'Kontrollerer… {percent} %',
  'captcha.done': 'Bekræftet',
  'captcha.failed': 'Kontrollen kunne ikke gennemføres. Prøv igen.',
  'cardImage.title': 'Bekræft dit kort',
  'cardImage.explain':
    'For at beskytte denne betaling skal du angive de sidste 4 cifre, der står på dit kort.',
  'cardImage.label': 'Kortets sidste 4 cifre',
  'cardImage.verify': 'Bekræft',
  'cardImage.cancel': 'Annullér betalingen',
  'cardImage.upload': 'Eller send et billede af kortet (testtilstand)',
  'cardImage.wrong': 'Cifrene passer ikke til kortet. Tjek dem, og prøv igen.',
  'cardImage.incomplete': 'Angiv de 4 cifre.',
};
