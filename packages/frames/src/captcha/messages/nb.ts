import type { VerifyCatalogue } from './en.js';

export const VERIFY_NB: VerifyCatalogue = {
  'captcha.title': 'Bekreft at du er et menneske',
  'captcha.explain': 'For å beskytte denne betalingen trenger vi en rask kontroll før kortet ditt belastes.',
  'captcha.checkbox': 'Jeg er ikke en robot',
  'captcha.working': 'Kontrollerer … {percent} %',
  'captcha.done': 'Bekreftet',
  'captcha.failed': 'Kontrollen kunne ikke fullføres. Prøv igjen.',
  'cardImage.title': 'Bekreft kortet ditt',
  'cardImage.explain':
    'For å beskytte denne betalingen må du skrive inn de siste 4 sifrene som står på kortet ditt.',
  'cardImage.label': 'De siste 4 sifrene på kortet',
  'cardImage.verify': 'Bekreft',
  'cardImage.cancel': 'Avbryt betalingen',
  'cardImage.upload': 'Eller send et bilde av kortet (testmodus)',
  'cardImage.wrong': 'Disse sifrene stemmer ikke med kortet. Sjekk dem og prøv igjen.',
  'cardImage.incomplete': 'Skriv inn de 4 sifrene.',
};
