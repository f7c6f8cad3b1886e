import type { QrTexts } from '../qr-texts.js';

/** Latvian. */
export const LV: QrTexts = {
  badge: 'Testa režīms',
  payTitle: 'Maksāt ar {method}',
  setupTitle: 'Iestatīt {method}',
  payHeading: 'Noskenējiet, lai samaksātu {amount} ar {method}',
  setupHeading: 'Noskenējiet, lai iestatītu {method}',
  qrLabel: '{method} QR kods',
  amount: 'Summa',
  expires: 'Derīgs līdz',
  method: 'Veids',
  payStep: 'Atveriet lietotni {method}, noskenējiet kodu un apstipriniet maksājumu tajā.',
  setupStep: 'Atveriet lietotni {method}, noskenējiet kodu un apstipriniet tajā.',
  testNote: 'Testa režīmā kods atver Payframe testa lapu, kur “Autorizēt” vai “Neizdevās” pabeidz maksājumu.',
  openHere: 'Atvērt šeit',
};
