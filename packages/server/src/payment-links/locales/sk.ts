import type { LinkTexts } from '../texts.js';

/** Slovak. */
export const SK: LinkTexts = {
  inactiveTitle: 'Tento odkaz už nie je aktívny',
  inactiveBody:
    '{merchant} tento platobný odkaz vypol. Kontaktujte obchodníka a dohodnite si iný spôsob platby.',
  unavailableTitle: 'Cez tento odkaz teraz nie je možné platiť',
  unavailableBody:
    'Niektorá položka už nie je dostupná. Kontaktujte {merchant} a dohodnite si iný spôsob platby.',
  thanksTitle: 'Ďakujeme za platbu',
  paid: 'Zaplatené {amount} obchodníkovi {merchant}.',
  testMode: 'Testovací režim',
};
