import type { QrTexts } from '../qr-texts.js';

/** Spanish (Spain). */
export const ES: QrTexts = {
  badge: 'Modo de prueba',
  payTitle: 'Pagar con {method}',
  setupTitle: 'Configurar {method}',
  payHeading: 'Escanea para pagar {amount} con {method}',
  setupHeading: 'Escanea para configurar {method}',
  qrLabel: 'Código QR de {method}',
  amount: 'Importe',
  expires: 'Caduca',
  method: 'Método',
  payStep: 'Abre la app de {method}, escanea el código y confirma allí el pago.',
  setupStep: 'Abre la app de {method}, escanea el código y confirma allí.',
  testNote:
    'En modo de prueba, el código abre la página de prueba de Payframe, donde «Autorizar» o «Fallar» completa el pago.',
  openHere: 'Ábrela aquí',
};
