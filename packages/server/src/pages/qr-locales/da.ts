import type { QrTexts } from '../qr-texts.js';

/** Danish. */
export const DA: QrTexts = {
  badge: 'Testtilstand',
  payTitle: 'Betal med {method}',
  setupTitle: 'Konfigurer {method}',
  payHeading: 'Scan for at betale {amount} med {method}',
  setupHeading: 'Scan for at konfigurere {method}',
  qrLabel: 'QR-kode til {method}',
  amount: 'Beløb',
  expires: 'Udløber',
  method: 'Metode',
  payStep: 'Åbn {method}-appen, scan koden, og bekræft betalingen der.',
  setupStep: 'Åbn {method}-appen, scan koden, og bekræft der.',
  testNote:
    'I testtilstand åbner koden Payframes testside, hvor Godkend eller Mislykkes afslutter betalingen.',
  openHere: 'Åbn den her',
};
