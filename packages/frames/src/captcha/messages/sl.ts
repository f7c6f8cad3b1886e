import type { VerifyCatalogue } from './en.js';

export const VERIFY_SL: VerifyCatalogue = {
  'captcha.title': 'Potrdite, da ste človek',
  'captcha.explain': 'Za zaščito tega plačila je pred bremenitvijo vaše kartice potrebno hitro preverjanje.',
  'captcha.checkbox': 'Nisem robot',
  'captcha.working': 'Preverjanje … {percent} %',
  'captcha.done': 'Preverjeno',
  'captcha.failed': 'Preverjanja ni bilo mogoče dokončati. Poskusite znova.',
  'cardImage.title': 'Potrdite svojo kartico',
  'cardImage.explain': 'Za zaščito tega plačila vnesite zadnje 4 števke, natisnjene na vaši kartici.',
  'cardImage.label': 'Zadnje 4 števke kartice',
  'cardImage.verify': 'Preveri',
  'cardImage.cancel': 'Prekliči plačilo',
  'cardImage.upload': 'Ali pošljite fotografijo kartice (preskusni način)',
  'cardImage.wrong': 'Te števke se ne ujemajo s kartico. Preverite jih in poskusite znova.',
  'cardImage.incomplete': 'Vnesite 4 števke.',
};
