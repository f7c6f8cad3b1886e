import type { VerifyCatalogue } from './en.js';

export const VERIFY_FR: VerifyCatalogue = {
  'captcha.title': 'Confirmez que vous êtes une personne',
  'captcha.explain':
    'Pour protéger ce paiement, une vérification rapide est nécessaire avant le débit de votre carte.',
  'captcha.checkbox': 'Je ne suis pas un robot',
  'captcha.working': 'Vérification… {percent} %',
  'captcha.done': 'Vérifié',
  'captcha.failed': 'La vérification n’a pas abouti. Veuillez réessayer.',
  'cardImage.title': 'Confirmez votre carte',
  'cardImage.explain':
    'Pour protéger ce paiement, saisissez les 4 derniers chiffres imprimés sur votre carte.',
  'cardImage.label': 'Les 4 derniers chiffres de la carte',
  'cardImage.verify': 'Vérifier',
  'cardImage.cancel': 'Annuler le paiement',
  'cardImage.upload': 'Ou envoyez une photo de la carte (mode test)',
  'cardImage.wrong': 'Ces chiffres ne correspondent pas à la carte. Vérifiez-les et réessayez.',
  'cardImage.incomplete': 'Saisissez les 4 chiffres.',
};
