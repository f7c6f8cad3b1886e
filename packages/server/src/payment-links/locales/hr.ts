import type { LinkTexts } from '../texts.js';

/** Croatian. */
export const HR: LinkTexts = {
  inactiveTitle: 'Ova poveznica više nije aktivna',
  inactiveBody:
    '{merchant} isključio je ovu poveznicu za plaćanje. Obratite se trgovcu kako biste platili na drugi način.',
  unavailableTitle: 'Putem ove poveznice trenutačno se ne može platiti',
  unavailableBody:
    'Neki artikl više nije dostupan. Obratite se trgovcu {merchant} kako biste platili na drugi način.',
  thanksTitle: 'Hvala na plaćanju',
  paid: '{amount} plaćeno trgovcu {merchant}.',
  testMode: 'Testni način rada',
};
