import type { LinkTexts } from '../texts.js';

/** Romanian. */
export const RO: LinkTexts = {
  inactiveTitle: 'Acest link nu mai este activ',
  inactiveBody: '{merchant} a dezactivat acest link de plată. Contactați comerciantul pentru a plăti altfel.',
  unavailableTitle: 'Prin acest link nu se poate plăti în acest moment',
  unavailableBody: 'Un produs nu mai este disponibil. Contactați {merchant} pentru a plăti altfel.',
  thanksTitle: 'Vă mulțumim pentru plată',
  paid: '{amount} plătiți către {merchant}.',
  testMode: 'Mod de testare',
};
