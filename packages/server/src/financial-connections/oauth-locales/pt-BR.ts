import type { OauthTexts } from '../oauth-texts.js';

/** Brazilian Portuguese. */
export const PT_BR: OauthTexts = {
  badge: 'Modo de teste',
  title: 'Autorização do banco',
  institution: 'Banco de teste',
  ask: 'O Payframe pede para ver suas contas neste banco para vincular uma aos pagamentos. Esta página substitui a tela de autorização do banco.',
  approve: 'Permitir acesso',
  deny: 'Recusar',
  approved: 'Acesso permitido. Você já pode fechar esta janela e voltar à loja.',
  denied: 'Acesso recusado. Você já pode fechar esta janela.',
  note: 'Nenhum banco real participa.',
};
