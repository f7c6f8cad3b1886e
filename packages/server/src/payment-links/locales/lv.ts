import type { LinkTexts } from '../texts.js';

/** Latvian. */
export const LV: LinkTexts = {
  inactiveTitle: 'Šī saite vairs nav aktīva',
  inactiveBody: '{merchant} ir izslēdzis šo maksājuma saiti. Sazinieties ar tirgotāju, lai samaksātu citādi.',
  unavailableTitle: 'Ar šo saiti pašlaik nevar samaksāt',
  unavailableBody: 'Kāda prece vairs nav pieejama. Sazinieties ar {merchant}, lai samaksātu citādi.',
  thanksTitle: 'Paldies par maksājumu',
  paid: '{amount} samaksāts saņēmējam {merchant}.',
  testMode: 'Testa režīms',
};
