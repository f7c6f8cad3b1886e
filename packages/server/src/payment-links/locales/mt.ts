import type { LinkTexts } from '../texts.js';

/** Maltese. */
export const MT: LinkTexts = {
  inactiveTitle: 'Din il-link m’għadhiex attiva',
  inactiveBody: '{merchant} itfa din il-link tal-ħlas. Ikkuntattjah għal mod ieħor kif tħallas.',
  unavailableTitle: 'Din il-link ma tistax tieħu ħlasijiet bħalissa',
  unavailableBody:
    'Xi ħaġa li tbigħ m’għadhiex disponibbli. Ikkuntattja lil {merchant} għal mod ieħor kif tħallas.',
  thanksTitle: 'Grazzi tal-ħlas',
  paid: '{amount} imħallsa lil {merchant}.',
  testMode: 'Modalità tat-test',
};
