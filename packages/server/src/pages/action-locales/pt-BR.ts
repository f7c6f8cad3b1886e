import type { ActionTexts } from '../action-texts.js';

/** Brazilian Portuguese. */
export const PT_BR: ActionTexts = {
  badge: 'Modo de teste',
  title: 'Modo de teste do Payframe',
  threeDsHeading: 'Modo de teste do Payframe: 3-D Secure',
  threeDsExplain:
    'Esta página substitui a autenticação do emissor do cartão. “Concluir” autentica o cartão; “Falhar” faz a autenticação falhar.',
  qrHeading: 'Modo de teste do Payframe: pagamento com {method}',
  qrExplain:
    'Esta página substitui o app que leu o QR Code. “Autorizar” paga com {method}; “Falhar” recusa o pagamento',
  qrExpire: '; “Expirar” deixa o código expirar',
  redirectHeading: 'Modo de teste do Payframe: autorização do {method}',
  redirectExplain:
    'Esta página substitui o seu banco. “Autorizar” aprova o pagamento com {method}; “Falhar” recusa o pagamento.',
  amount: 'Valor',
  purpose: 'Finalidade',
  purposeSetup: 'Salvar a forma de pagamento para pagamentos futuros',
  card: 'Cartão',
  note: 'Nenhum banco real participa: o simulador do modo de teste do Payframe decide o resultado.',
  failed: 'A autenticação falhou.',
  processing: 'O pagamento está sendo processado.',
  complete: 'A autenticação foi concluída.',
  used: 'Esta página de teste já foi usada',
  close: 'Você já pode fechar esta janela.',
  buttons: { Complete: 'Concluir', Fail: 'Falhar', Authorize: 'Autorizar', Expire: 'Expirar' },
};
