import type { QrTexts } from '../qr-texts.js';

/** French. */
export const FR: QrTexts = {
  badge: 'Mode test',
  payTitle: 'Payer avec {method}',
  setupTitle: 'Configurer {method}',
  payHeading: 'Scannez pour payer {amount} avec {method}',
  setupHeading: 'Scannez pour configurer {method}',
  qrLabel: 'QR code {method}',
  amount: 'Montant',
  expires: 'Expire le',
  method: 'Moyen de paiement',
  payStep: 'Ouvrez votre application {method}, scannez le code et confirmez-y le paiement.',
  setupStep: 'Ouvrez votre application {method}, scannez le code et confirmez dans l’application.',
  testNote:
    'En mode test, le code ouvre la page de test de Payframe, où « Autoriser » ou « Échouer » termine le paiement.',
  openHere: 'L’ouvrir ici',
};
