import type { VerifyCatalogue } from './en.js';

export const VERIFY_RO: VerifyCatalogue = {
  'captcha.title': 'Confirmați că sunteți o persoană',
  'captcha.explain':
    'Pentru a proteja această plată, este necesară o verificare rapidă înainte de debitarea cardului dvs.',
  'captcha.checkbox': 'Nu sunt robot',
  'captcha.working': 'Se verifică… {percent} %',
  'captcha.done': 'Verificat',
  'captcha.failed': 'Verificarea nu a putut fi finalizată. Încercați din nou.',
  'cardImage.title': 'Confirmați cardul',
  'cardImage.explain': 'Pentru a proteja această plată, introduceți ultimele 4 cifre imprimate pe card.',
  'cardImage.label': 'Ultimele 4 cifre ale cardului',
  'cardImage.verify': 'Verificați',
  'cardImage.cancel': 'Anulați plata',
  'cardImage.upload': 'Sau trimiteți o fotografie a cardului (mod de testare)',
  'cardImage.wrong': 'Aceste cifre nu corespund cardului. Verificați-le și încercați din nou.',
  'cardImage.incomplete': 'Introduceți cele 4 cifre.',
};
