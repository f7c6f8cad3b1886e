import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in European Portuguese. */
export const BANK_LINK_PT: BankLinkTexts = {
  merchantFallback: 'o comerciante',
  consentTitle: 'Associe a sua conta bancária',
  consentBody:
    '{merchant} utiliza o Payframe para associar a sua conta bancária. Os seus dados de acesso ao banco nunca são partilhados com {merchant}.',
  agree: 'Aceitar e continuar',
  manual: 'Introduzir os dados bancários manualmente',
  selectBank: 'Selecione o seu banco',
  search: 'Pesquise o seu banco',
  noResults: 'Nenhum banco corresponde à pesquisa.',
  signInTitle: 'Iniciar sessão em {bank}',
  username: 'Nome de utilizador',
  password: 'Palavra-passe',
  signIn: 'Iniciar sessão',
  testMode: 'Modo de teste: qualquer nome de utilizador e palavra-passe funcionam.',
  oauthWaiting: 'Autorize o acesso na janela que abriu e depois continue.',
  continue: 'Continuar',
  back: 'Voltar',
  selectAccount: 'Selecione uma conta',
  balance: 'Saldo {amount}',
  notEligible: 'Não elegível',
  link: 'Associar conta',
  successTitle: 'Conta associada',
  successBody: '{account} está associada.',
  microdepositsBody:
    'Serão enviados pequenos depósitos para {account} dentro de 1–2 dias úteis; irá introduzi-los para verificar a conta.',
  done: 'Concluído',
  manualDoneTitle: 'Dados bancários guardados',
  manualTitle: 'Introduza os dados bancários',
  routing: 'Número de encaminhamento (routing number)',
  account: 'Número de conta',
  accountConfirm: 'Confirme o número de conta',
  routingInvalid: 'Introduza um número de encaminhamento válido com 9 dígitos.',
  accountInvalid: 'Introduza um número de conta com 4 a 17 dígitos.',
  accountMismatch: 'Os números de conta não coincidem.',
  verifyingTitle: 'A verificar a sua conta',
  verifyingBody: 'A aguardar que {bank} partilhe os dados da sua conta…',
  verificationIncomplete:
    'Não foi possível verificar a sua conta de imediato. Escolha novamente o seu banco, outro banco ou introduza os dados bancários manualmente.',
};
