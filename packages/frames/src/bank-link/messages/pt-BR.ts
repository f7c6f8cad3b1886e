import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Brazilian Portuguese (você). */
export const BANK_LINK_PT_BR: BankLinkTexts = {
  merchantFallback: 'o lojista',
  consentTitle: 'Vincule sua conta bancária',
  consentBody:
    '{merchant} usa o Payframe para vincular sua conta bancária. Seus dados de acesso ao banco nunca são compartilhados com {merchant}.',
  agree: 'Concordar e continuar',
  manual: 'Inserir dados bancários manualmente',
  selectBank: 'Selecione seu banco',
  search: 'Pesquise seu banco',
  noResults: 'Nenhum banco corresponde à sua pesquisa.',
  signInTitle: 'Entrar no {bank}',
  username: 'Nome de usuário',
  password: 'Senha',
  signIn: 'Entrar',
  testMode: 'Modo de teste: qualquer nome de usuário e senha funcionam.',
  oauthWaiting: 'Autorize o acesso na janela que foi aberta e depois continue.',
  continue: 'Continuar',
  back: 'Voltar',
  selectAccount: 'Selecione uma conta',
  balance: 'Saldo {amount}',
  notEligible: 'Não elegível',
  link: 'Vincular conta',
  successTitle: 'Conta vinculada',
  successBody: '{account} está vinculada.',
  microdepositsBody:
    'Pequenos depósitos serão enviados para {account} em 1 a 2 dias úteis; você vai informá-los para verificar a conta.',
  done: 'Concluído',
  manualDoneTitle: 'Dados bancários salvos',
  manualTitle: 'Insira os dados bancários',
  routing: 'Número de roteamento (routing number)',
  account: 'Número da conta',
  accountConfirm: 'Confirme o número da conta',
  routingInvalid: 'Insira um número de roteamento válido de 9 dígitos.',
  accountInvalid: 'Insira um número de conta de 4 a 17 dígitos.',
  accountMismatch: 'Os números da conta não coincidem.',
  verifyingTitle: 'Verificando sua conta',
  verifyingBody: 'Aguardando o {bank} compartilhar os dados da sua conta…',
  verificationIncomplete:
    'Não foi possível verificar sua conta na hora. Escolha seu banco de novo, outro banco ou insira os dados bancários manualmente.',
};
