import type { MandateTexts } from '../mandate-texts.js';

/** European Portuguese. */
export const PT: MandateTexts = {
  title: 'Autorização de débito direto',
  badge: 'Modo de teste',
  creditor: 'Credor',
  merchant: 'Comerciante',
  reference: 'Referência da autorização',
  type: 'Tipo',
  recurring: 'Recorrente',
  oneOff: 'Pontual',
  status: 'Estado',
  holder: 'Titular da conta',
  account: 'Conta',
  accepted: 'Aceite em',
  firstCollection: 'Primeira cobrança',
  online: 'online',
  offline: 'offline',
  theMerchant: 'o comerciante',
  routing: 'Routing number {number}',
  institution: 'Instituição {institution}, trânsito {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Ativa', inactive: 'Inativa', pending: 'Pendente' },
  notes: {
    sepa: 'Autorizou {merchant} a enviar instruções ao seu banco para debitar esta conta, e o seu banco a debitá-la de acordo com essas instruções. Tem direito a reembolso pelo seu banco nos termos do contrato que celebrou com ele, a pedir no prazo de 8 semanas a contar da data do débito.',
    becs: 'Aceitou este pedido de débito direto (Direct Debit Request) e o respetivo contrato de serviço, e autorizou o Payframe, prestador de serviços de pagamento do comerciante, a debitar esta conta através do Bulk Electronic Clearing System (BECS) em nome de {merchant} (o «Comerciante») pelos montantes que o Comerciante lhe comunicar separadamente. Declarou ser titular da conta ou signatário autorizado.',
    ach: 'Autorizou {merchant} e o Payframe, o seu prestador de serviços de pagamento, a debitar esta conta através da rede ACH pelo pagamento confirmado e, se guardou a conta, por pagamentos futuros nos termos do comerciante, bem como a creditá-la para corrigir um débito indevido. Pode revogar esta autorização avisando o comerciante com 30 dias de antecedência.',
    pad: 'Aceitou este acordo de débito pré-autorizado (PAD) e autorizou {merchant} e o Payframe, o seu prestador de serviços de pagamento, a debitar esta conta através do Automated Clearing Settlement System (ACSS) conforme acordado. Tem certos direitos de reclamação se um débito não cumprir este acordo. Pode cancelá-lo a qualquer momento contactando o comerciante.',
    bacs: 'Deu instruções ao seu banco ou building society para pagar a partir desta conta os débitos diretos pedidos por {merchant} (através do Payframe), com as garantias da Direct Debit Guarantee: é avisado com antecedência de qualquer alteração do montante, da data ou da frequência; um erro num pagamento dá-lhe direito a reembolso total e imediato pelo seu banco ou building society; e pode cancelar um débito direto a qualquer momento contactando o seu banco ou building society.',
  },
};
