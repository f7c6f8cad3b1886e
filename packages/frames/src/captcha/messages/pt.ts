import type { VerifyCatalogue } from './en.js';

/** European Portuguese. */
export const VERIFY_PT: VerifyCatalogue = {
  'captcha.title': 'Confirme que é uma pessoa',
  'captcha.explain':
    'Para proteger este pagamento, é necessária uma verificação rápida antes de o seu cartão ser debitado.',
  'captcha.checkbox': 'Não sou um robô',
  'captcha.working': 'A verificar… {percent}%',
  'captcha.done': 'Verificado',
  'captcha.failed': 'Não foi possível concluir a verificação. Tente novamente.',
  'cardImage.title': 'Confirme o seu cartão',
  'cardImage.explain':
    'Para proteger este pagamento, introduza os últimos 4 dígitos impressos no seu cartão.',
  'cardImage.label': 'Últimos 4 dígitos do cartão',
  'cardImage.verify': 'Verificar',
  'cardImage.cancel': 'Cancelar o pagamento',
  'cardImage.upload': 'Ou envie uma fotografia do cartão (modo de teste)',
  'cardImage.wrong': 'Estes dígitos não correspondem ao cartão. Verifique-os e tente novamente.',
  'cardImage.incomplete': 'Introduza os 4 dígitos.',
};
