import type { LinkTexts } from '../texts.js';

/** Slovenian. */
export const SL: LinkTexts = {
  inactiveTitle: 'Ta povezava ni več aktivna',
  inactiveBody: '{merchant} je izklopil to plačilno povezavo. Za drug način plačila se obrnite na trgovca.',
  unavailableTitle: 'Prek te povezave trenutno ni mogoče plačati',
  unavailableBody: 'Eden od izdelkov ni več na voljo. Za drug način plačila se obrnite na {merchant}.',
  thanksTitle: 'Hvala za plačilo',
  paid: '{amount} plačano prejemniku {merchant}.',
  testMode: 'Testni način',
};
