import type { QrTexts } from '../qr-texts.js';

/** Slovenian. */
export const SL: QrTexts = {
  badge: 'Testni način',
  payTitle: 'Plačajte z {method}',
  setupTitle: 'Nastavite {method}',
  payHeading: 'Skenirajte, da plačate {amount} z {method}',
  setupHeading: 'Skenirajte, da nastavite {method}',
  qrLabel: 'Koda QR za {method}',
  amount: 'Znesek',
  expires: 'Poteče',
  method: 'Način',
  payStep: 'Odprite aplikacijo {method}, skenirajte kodo in tam potrdite plačilo.',
  setupStep: 'Odprite aplikacijo {method}, skenirajte kodo in tam potrdite.',
  testNote: 'V testnem načinu koda odpre testno stran Payframe, kjer »Odobri« ali »Neuspeh« dokonča plačilo.',
  openHere: 'Odprite jo tukaj',
};
