import type { MandateTexts } from '../mandate-texts.js';

/** Brazilian Portuguese. */
export const PT_BR: MandateTexts = {
  title: 'Autorização de débito automático',
  badge: 'Modo de teste',
  creditor: 'Credor',
  merchant: 'Lojista',
  reference: 'Referência da autorização',
  type: 'Tipo',
  recurring: 'Recorrente',
  oneOff: 'Única',
  status: 'Status',
  holder: 'Titular da conta',
  account: 'Conta',
  accepted: 'Aceita em',
  firstCollection: 'Primeira cobrança',
  online: 'on-line',
  offline: 'off-line',
  theMerchant: 'o lojista',
  routing: 'Routing number {number}',
  institution: 'Instituição {institution}, trânsito {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Ativa', inactive: 'Inativa', pending: 'Pendente' },
  notes: {
    sepa: 'Você autorizou {merchant} a enviar instruções ao seu banco para debitar esta conta, e o seu banco a debitá-la de acordo com elas. Você tem direito a reembolso do seu banco nos termos do seu contrato com ele, solicitado em até 8 semanas a partir da data do débito.',
    becs: 'Você aceitou esta solicitação de débito direto (Direct Debit Request) e o respectivo contrato de serviço, e autorizou o Payframe, provedor de pagamentos do lojista, a debitar esta conta pelo Bulk Electronic Clearing System (BECS) em nome de {merchant} (o “Lojista”) nos valores que o Lojista informar a você separadamente. Você declarou ser titular da conta ou signatário autorizado.',
    ach: 'Você autorizou {merchant} e o Payframe, seu provedor de pagamentos, a debitar esta conta pela rede ACH no pagamento confirmado e, se você salvou a conta, em pagamentos futuros conforme os termos do lojista, e a creditá-la para corrigir um débito indevido. Você pode revogar esta autorização avisando o lojista com 30 dias de antecedência.',
    pad: 'Você aceitou este contrato de débito pré-autorizado (PAD) e autorizou {merchant} e o Payframe, seu provedor de pagamentos, a debitar esta conta pelo Automated Clearing Settlement System (ACSS) conforme combinado. Você tem certos direitos de contestação se um débito não seguir este contrato. Você pode cancelá-lo a qualquer momento entrando em contato com o lojista.',
    bacs: 'Você instruiu seu banco ou building society a pagar desta conta os débitos diretos solicitados por {merchant} (via Payframe), com as proteções da Direct Debit Guarantee: você é avisado com antecedência de qualquer mudança de valor, data ou frequência; um erro em um pagamento dá direito a reembolso integral e imediato do seu banco ou building society; e você pode cancelar um débito direto a qualquer momento entrando em contato com seu banco ou building society.',
  },
};
