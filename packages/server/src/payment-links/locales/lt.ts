import type { LinkTexts } from '../texts.js';

/** Lithuanian. */
export const LT: LinkTexts = {
  inactiveTitle: 'Ši nuoroda nebeaktyvi',
  inactiveBody:
    '{merchant} išjungė šią mokėjimo nuorodą. Susisiekite su pardavėju, kad sumokėtumėte kitu būdu.',
  unavailableTitle: 'Šia nuoroda šiuo metu sumokėti negalima',
  unavailableBody: 'Kai kurios prekės nebeliko. Susisiekite su {merchant}, kad sumokėtumėte kitu būdu.',
  thanksTitle: 'Dėkojame už mokėjimą',
  paid: '{amount} sumokėta gavėjui {merchant}.',
  testMode: 'Bandomasis režimas',
};
