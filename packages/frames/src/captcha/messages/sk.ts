import type { VerifyCatalogue } from './en.js';

export const VERIFY_SK: VerifyCatalogue = {
  'captcha.title': 'Potvrďte, že ste človek',
  'captcha.explain':
    'Na ochranu tejto platby je pred stiahnutím sumy z vašej karty potrebná krátka kontrola.',
  'captcha.checkbox': 'Nie som robot',
  'captcha.working': 'Overuje sa… {percent} %',
  'captcha.done': 'Overené',
  'captcha.failed': 'Overenie sa nepodarilo dokončiť. Skúste to znova.',
  'cardImage.title': 'Potvrďte svoju kartu',
  'cardImage.explain': 'Na ochranu tejto platby zadajte posledné 4 číslice vytlačené na vašej karte.',
  'cardImage.label': 'Posledné 4 číslice karty',
  'cardImage.verify': 'Overiť',
  'cardImage.cancel': 'Zrušiť platbu',
  'cardImage.upload': 'Alebo pošlite fotografiu karty (testovací režim)',
  'cardImage.wrong': 'Tieto číslice nezodpovedajú karte. Skontrolujte ich a skúste to znova.',
  'cardImage.incomplete': 'Zadajte 4 číslice.',
};
