import type { QrTexts } from '../qr-texts.js';

/** Croatian. */
export const HR: QrTexts = {
  badge: 'Testni način rada',
  payTitle: 'Platite putem {method}',
  setupTitle: 'Postavite {method}',
  payHeading: 'Skenirajte kako biste platili {amount} putem {method}',
  setupHeading: 'Skenirajte kako biste postavili {method}',
  qrLabel: 'QR kôd za {method}',
  amount: 'Iznos',
  expires: 'Istječe',
  method: 'Način',
  payStep: 'Otvorite aplikaciju {method}, skenirajte kôd i ondje potvrdite plaćanje.',
  setupStep: 'Otvorite aplikaciju {method}, skenirajte kôd i ondje potvrdite.',
  testNote:
    'U testnom načinu rada kôd otvara Payframeovu testnu stranicu, na kojoj „Autoriziraj” ili „Neuspjeh” dovršava plaćanje.',
  openHere: 'Otvorite je ovdje',
};
