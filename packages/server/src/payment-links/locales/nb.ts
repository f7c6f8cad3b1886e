import type { LinkTexts } from '../texts.js';

/** Norwegian Bokmål. */
export const NB: LinkTexts = {
  inactiveTitle: 'Lenken er ikke lenger aktiv',
  inactiveBody:
    '{merchant} har slått av denne betalingslenken. Kontakt selgeren for å betale på en annen måte.',
  unavailableTitle: 'Det er ikke mulig å betale via lenken akkurat nå',
  unavailableBody:
    'Noe av det som selges, er ikke lenger tilgjengelig. Kontakt {merchant} for å betale på en annen måte.',
  thanksTitle: 'Takk for betalingen',
  paid: '{amount} betalt til {merchant}.',
  testMode: 'Testmodus',
};
