import type { QrTexts } from '../qr-texts.js';

/** Maltese. */
export const MT: QrTexts = {
  badge: 'Modalità tat-test',
  payTitle: 'Ħallas b’{method}',
  setupTitle: 'Issettja {method}',
  payHeading: 'Skennja biex tħallas {amount} b’{method}',
  setupHeading: 'Skennja biex tissettja {method}',
  qrLabel: 'Kodiċi QR ta’ {method}',
  amount: 'Ammont',
  expires: 'Jiskadi',
  method: 'Metodu',
  payStep: 'Iftaħ l-app {method}, skennja l-kodiċi u kkonferma l-ħlas hemmhekk.',
  setupStep: 'Iftaħ l-app {method}, skennja l-kodiċi u kkonferma hemmhekk.',
  testNote:
    'Fil-modalità tat-test il-kodiċi jiftaħ il-paġna tat-test ta’ Payframe, fejn “Awtorizza” jew “Falli” jlesti l-ħlas.',
  openHere: 'Iftaħha hawn',
};
