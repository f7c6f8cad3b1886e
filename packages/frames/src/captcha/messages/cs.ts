import type { VerifyCatalogue } from './en.js';

export const VERIFY_CS: VerifyCatalogue = {
  'captcha.title': 'Potvrďte, že jste člověk',
  'captcha.explain': 'Kvůli ochraně této platby je před stržením částky z vaší karty nutná krátká kontrola.',
  'captcha.checkbox': 'Nejsem robot',
  'captcha.working': 'Probíhá ověření… {percent} %',
  'captcha.done': 'Ověřeno',
  'captcha.failed': 'Ověření se nepodařilo dokončit. Zkuste to prosím znovu.',
  'cardImage.title': 'Potvrďte svou kartu',
  'cardImage.explain': 'Kvůli ochraně této platby zadejte poslední 4 číslice vytištěné na vaší kartě.',
  'cardImage.label': 'Poslední 4 číslice karty',
  'cardImage.verify': 'Ověřit',
  'cardImage.cancel': 'Zrušit platbu',
  'cardImage.upload': 'Nebo pošlete fotografii karty (testovací režim)',
  'cardImage.wrong': 'Tyto číslice neodpovídají kartě. Zkontrolujte je a zkuste to znovu.',
  'cardImage.incomplete': 'Zadejte 4 číslice.',
};
