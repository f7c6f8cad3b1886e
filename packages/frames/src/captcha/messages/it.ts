import type { VerifyCatalogue } from './en.js';

export const VERIFY_IT: VerifyCatalogue = {
  'captcha.title': 'Conferma di non essere un robot',
  'captcha.explain':
    'Per proteggere questo pagamento, è necessario un rapido controllo prima dell’addebito sulla tua carta.',
  'captcha.checkbox': 'Non sono un robot',
  'captcha.working': 'Verifica in corso… {percent}%',
  'captcha.done': 'Verificato',
  'captcha.failed': 'Non è stato possibile completare il controllo. Riprova.',
  'cardImage.title': 'Conferma la tua carta',
  'cardImage.explain':
    'Per proteggere questo pagamento, inserisci le ultime 4 cifre stampate sulla tua carta.',
  'cardImage.label': 'Ultime 4 cifre della carta',
  'cardImage.verify': 'Verifica',
  'cardImage.cancel': 'Annulla il pagamento',
  'cardImage.upload': 'Oppure invia una foto della carta (modalità di test)',
  'cardImage.wrong': 'Queste cifre non corrispondono alla carta. Controllale e riprova.',
  'cardImage.incomplete': 'Inserisci le 4 cifre.',
};
