import type { OauthTexts } from '../oauth-texts.js';

/** European Portuguese. */
export const PT: OauthTexts = {
  badge: 'Modo de teste',
  title: 'Consentimento do banco',
  institution: 'Banco de teste',
  ask: 'O Payframe pede para ver as suas contas neste banco para associar uma aos pagamentos. Esta página substitui o ecrã de consentimento do banco.',
  approve: 'Permitir o acesso',
  deny: 'Recusar',
  approved: 'Acesso permitido. Pode fechar esta janela e voltar ao comerciante.',
  denied: 'Acesso recusado. Pode fechar esta janela.',
  note: 'Nenhum banco real está envolvido.',
};
