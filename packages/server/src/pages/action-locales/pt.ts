import type { ActionTexts } from '../action-texts.js';

/** European Portuguese. */
export const PT: ActionTexts = {
  badge: 'Modo de teste',
  title: 'Modo de teste Payframe',
  threeDsHeading: 'Modo de teste Payframe: 3-D Secure',
  threeDsExplain:
    'Esta página substitui a autenticação do emissor do cartão. «Concluir» autentica o cartão; «Falhar» faz falhar a autenticação.',
  qrHeading: 'Modo de teste Payframe: pagamento com {method}',
  qrExplain:
    'Esta página substitui a aplicação que leu o código QR. «Autorizar» paga com {method}; «Falhar» recusa o pagamento',
  qrExpire: '; «Expirar» deixa o código expirar',
  redirectHeading: 'Modo de teste Payframe: autorização {method}',
  redirectExplain:
    'Esta página substitui o seu banco. «Autorizar» aprova o pagamento com {method}; «Falhar» recusa-o.',
  amount: 'Montante',
  purpose: 'Finalidade',
  purposeSetup: 'Guardar o método de pagamento para pagamentos futuros',
  card: 'Cartão',
  note: 'Nenhum banco real está envolvido: o simulador do modo de teste Payframe decide o resultado.',
  failed: 'A autenticação falhou.',
  processing: 'O pagamento está a ser processado.',
  complete: 'A autenticação foi concluída.',
  used: 'Esta página de teste já foi utilizada',
  close: 'Pode fechar esta janela.',
  buttons: { Complete: 'Concluir', Fail: 'Falhar', Authorize: 'Autorizar', Expire: 'Expirar' },
};
