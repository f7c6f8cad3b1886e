import type { VerifyCatalogue } from './en.js';

export const VERIFY_NL: VerifyCatalogue = {
  'captcha.title': 'Bevestig dat je een mens bent',
  'captcha.explain':
    'Om deze betaling te beschermen, is er een korte controle nodig voordat je kaart wordt belast.',
  'captcha.checkbox': 'Ik ben geen robot',
  'captcha.working': 'Controleren… {percent}%',
  'captcha.done': 'Geverifieerd',
  'captcha.failed': 'De controle kon niet worden voltooid. Probeer het opnieuw.',
  'cardImage.title': 'Bevestig je kaart',
  'cardImage.explain':
    'Voer ter bescherming van deze betaling de laatste 4 cijfers in die op je kaart staan.',
  'cardImage.label': 'Laatste 4 cijfers van de kaart',
  'cardImage.verify': 'Verifiëren',
  'cardImage.cancel': 'Betaling annuleren',
  'cardImage.upload': 'Of stuur een foto van de kaart (testmodus)',
  'cardImage.wrong': 'Deze cijfers komen niet overeen met de kaart. Controleer ze en probeer het opnieuw.',
  'cardImage.incomplete': 'Voer de 4 cijfers in.',
};
