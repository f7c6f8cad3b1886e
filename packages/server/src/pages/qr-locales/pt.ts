import type { QrTexts } from '../qr-texts.js';

/** European Portuguese. */
export const PT: QrTexts = {
  badge: 'Modo de teste',
  payTitle: 'Pagar com {method}',
  setupTitle: 'Configurar {method}',
  payHeading: 'Leia o código para pagar {amount} com {method}',
  setupHeading: 'Leia o código para configurar {method}',
  qrLabel: 'Código QR {method}',
  amount: 'Montante',
  expires: 'Expira',
  method: 'Método',
  payStep: 'Abra a aplicação {method}, leia o código e confirme lá o pagamento.',
  setupStep: 'Abra a aplicação {method}, leia o código e confirme lá.',
  testNote:
    'No modo de teste, o código abre a página de teste do Payframe, onde «Autorizar» ou «Falhar» conclui o pagamento.',
  openHere: 'Abrir aqui',
};
