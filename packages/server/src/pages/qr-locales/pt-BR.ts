import type { QrTexts } from '../qr-texts.js';

/** Brazilian Portuguese. */
export const PT_BR: QrTexts = {
  badge: 'Modo de teste',
  payTitle: 'Pagar com {method}',
  setupTitle: 'Configurar {method}',
  payHeading: 'Escaneie para pagar {amount} com {method}',
  setupHeading: 'Escaneie para configurar {method}',
  qrLabel: 'QR Code do {method}',
  amount: 'Valor',
  expires: 'Expira em',
  method: 'Forma de pagamento',
  payStep: 'Abra o app do {method}, escaneie o código e confirme o pagamento por lá.',
  setupStep: 'Abra o app do {method}, escaneie o código e confirme por lá.',
  testNote:
    'No modo de teste, o código abre a página de teste do Payframe, onde “Autorizar” ou “Falhar” conclui o pagamento.',
  openHere: 'Abrir aqui',
};
