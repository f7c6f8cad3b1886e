import type { QrTexts } from '../qr-texts.js';

/** Hungarian. */
export const HU: QrTexts = {
  badge: 'Tesztüzemmód',
  payTitle: 'Fizetés ezzel: {method}',
  setupTitle: '{method} beállítása',
  payHeading: 'Olvassa be a kódot, és fizessen {amount} összeget ezzel: {method}',
  setupHeading: 'Olvassa be a kódot a(z) {method} beállításához',
  qrLabel: '{method} QR-kód',
  amount: 'Összeg',
  expires: 'Lejár',
  method: 'Mód',
  payStep: 'Nyissa meg a(z) {method} alkalmazást, olvassa be a kódot, és ott hagyja jóvá a fizetést.',
  setupStep: 'Nyissa meg a(z) {method} alkalmazást, olvassa be a kódot, és ott hagyja jóvá.',
  testNote:
    'Tesztüzemmódban a kód a Payframe tesztoldalát nyitja meg, ahol az „Engedélyezés” vagy a „Sikertelen” fejezi be a fizetést.',
  openHere: 'Megnyitás itt',
};
