import type { QrTexts } from '../qr-texts.js';

/** Romanian. */
export const RO: QrTexts = {
  badge: 'Mod de testare',
  payTitle: 'Plătiți cu {method}',
  setupTitle: 'Configurați {method}',
  payHeading: 'Scanați pentru a plăti {amount} cu {method}',
  setupHeading: 'Scanați pentru a configura {method}',
  qrLabel: 'Cod QR {method}',
  amount: 'Sumă',
  expires: 'Expiră',
  method: 'Metodă',
  payStep: 'Deschideți aplicația {method}, scanați codul și confirmați plata acolo.',
  setupStep: 'Deschideți aplicația {method}, scanați codul și confirmați acolo.',
  testNote:
    'În modul de testare, codul deschide pagina de test Payframe, unde „Autorizați” sau „Eșec” finalizează plata.',
  openHere: 'Deschideți-o aici',
};
