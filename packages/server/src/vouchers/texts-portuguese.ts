import type { VoucherTexts } from './texts.js';

/** Brazilian Portuguese: the language of Boleto's shoppers. */
export const PT_BR: VoucherTexts = {
  title: 'Voucher {method}',
  badge: 'Modo de teste',
  amount: 'Valor',
  payTo: 'Beneficiário',
  expires: 'Pague até',
  number: 'Referência',
  typedLine: 'Linha digitável',
  entity: 'Entidade',
  reference: 'Referência',
  confirmationNumber: 'Número de confirmação',
  paymentCode: 'Código de pagamento',
  barcode: 'Código de barras do voucher',
  print: 'Imprimir',
  open: 'Abrir em uma nova janela',
  pdf: 'Baixar PDF',
  paid: 'Este voucher já foi pago. Obrigado!',
  expired: 'Este voucher venceu e não pode mais ser pago.',
  void: 'Este voucher não é mais válido.',
  testMode:
    'Modo de teste: nenhum dinheiro é movimentado. O voucher é pago ou vence conforme indicado no e-mail de teste do pagamento.',
  instructions: {
    oxxo: 'Pague em dinheiro em qualquer loja OXXO antes do vencimento do voucher: mostre o código de barras no caixa ou informe a referência.',
    boleto:
      'Pague em qualquer banco, casa lotérica ou caixa eletrônico, ou no app do seu banco, usando o código de barras ou a linha digitável, até a data de vencimento.',
    konbini:
      'Pague em dinheiro no caixa de uma destas lojas de conveniência com o código de pagamento e o número de confirmação.',
    multibanco:
      'Pague em um caixa eletrônico Multibanco ou no app do seu banco: escolha “Pagamentos de serviços” e informe a entidade, a referência e o valor.',
  },
};

/** European Portuguese: the language of Multibanco's shoppers. */
export const PT: VoucherTexts = {
  title: 'Talão {method}',
  badge: 'Modo de teste',
  amount: 'Montante',
  payTo: 'Beneficiário',
  expires: 'Pagar até',
  number: 'Referência',
  typedLine: 'Linha digitável',
  entity: 'Entidade',
  reference: 'Referência',
  confirmationNumber: 'Número de confirmação',
  paymentCode: 'Código de pagamento',
  barcode: 'Código de barras do talão',
  print: 'Imprimir',
  open: 'Abrir numa nova janela',
  pdf: 'Transferir PDF',
  paid: 'Este talão já foi pago. Obrigado!',
  expired: 'Este talão expirou e já não pode ser pago.',
  void: 'Este talão já não é válido.',
  testMode:
    'Modo de teste: não há movimentos de dinheiro. O talão é pago ou expira conforme indicado no e-mail de teste do pagamento.',
  instructions: {
    oxxo: 'Pague em numerário em qualquer loja OXXO antes de o talão expirar: mostre o código de barras na caixa ou indique a referência.',
    boleto:
      'Pague em qualquer banco, casa lotérica ou caixa automática, ou na aplicação do seu banco, com o código de barras ou a linha digitável, até à data de vencimento.',
    konbini:
      'Pague em numerário na caixa de uma destas lojas de conveniência com o código de pagamento e o número de confirmação.',
    multibanco:
      'Pague numa caixa Multibanco ou na aplicação do seu banco: escolha “Pagamento de serviços” e introduza a entidade, a referência e o montante.',
  },
};
