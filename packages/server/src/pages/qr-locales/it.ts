import type { QrTexts } from '../qr-texts.js';

/** Italian. */
export const IT: QrTexts = {
  badge: 'Modalità di test',
  payTitle: 'Paga con {method}',
  setupTitle: 'Configura {method}',
  payHeading: 'Scansiona per pagare {amount} con {method}',
  setupHeading: 'Scansiona per configurare {method}',
  qrLabel: 'Codice QR di {method}',
  amount: 'Importo',
  expires: 'Scade',
  method: 'Metodo',
  payStep: 'Apri l’app {method}, scansiona il codice e conferma lì il pagamento.',
  setupStep: 'Apri l’app {method}, scansiona il codice e conferma lì.',
  testNote:
    'In modalità di test il codice apre la pagina di test di Payframe, dove Autorizza o Fallisci completa il pagamento.',
  openHere: 'Aprila qui',
};
