import type { MandateTexts } from '../mandate-texts.js';

/** Canadian French: France's texts with Quebec's names (débit préautorisé, numéro de transit). */
export const FR_CA: Partial<MandateTexts> = {
  title: 'Autorisation de débit',
  institution: 'Institution {institution}, numéro de transit {transit}',
};
