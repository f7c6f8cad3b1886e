import type { VerifyCatalogue } from './en.js';

/** Brazilian Portuguese («você», as Brazilian shops write). */
export const VERIFY_PT_BR: VerifyCatalogue = {
  'captcha.title': 'Confirme que você é uma pessoa',
  'captcha.explain':
    'Para proteger este pagamento, precisamos fazer uma verificação rápida antes de cobrar no seu cartão.',
  'captcha.checkbox': 'Não sou um robô',
  'captcha.working': 'Verificando… {percent}%',
  'captcha.done': 'Verificado',
  'captcha.failed': 'Não foi possível concluir a verificação. Tente novamente.',
  'cardImage.title': 'Confirme seu cartão',
  'cardImage.explain': 'Para proteger este pagamento, insira os últimos 4 dígitos impressos no seu cartão.',
  'cardImage.label': 'Últimos 4 dígitos do cartão',
  'cardImage.verify': 'Verificar',
  'cardImage.cancel': 'Cancelar pagamento',
  'cardImage.upload': 'Ou envie uma foto do cartão (modo de teste)',
  'cardImage.wrong': 'Esses dígitos não correspondem ao cartão. Confira e tente novamente.',
  'cardImage.incomplete': 'Insira os 4 dígitos.',
};
