import type { QrTexts } from '../qr-texts.js';

/** Dutch. */
export const NL: QrTexts = {
  badge: 'Testmodus',
  payTitle: 'Betalen met {method}',
  setupTitle: '{method} instellen',
  payHeading: 'Scan om {amount} te betalen met {method}',
  setupHeading: 'Scan om {method} in te stellen',
  qrLabel: 'QR-code van {method}',
  amount: 'Bedrag',
  expires: 'Verloopt',
  method: 'Methode',
  payStep: 'Open je {method}-app, scan de code en bevestig daar de betaling.',
  setupStep: 'Open je {method}-app, scan de code en bevestig daar.',
  testNote:
    'In testmodus opent de code de testpagina van Payframe, waar Autoriseren of Mislukken de betaling afrondt.',
  openHere: 'Open hem hier',
};
