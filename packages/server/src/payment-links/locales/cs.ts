import type { LinkTexts } from '../texts.js';

/** Czech. */
export const CS: LinkTexts = {
  inactiveTitle: 'Tento odkaz už není aktivní',
  inactiveBody:
    '{merchant} tento platební odkaz vypnul. Kontaktujte obchodníka a domluvte si jiný způsob platby.',
  unavailableTitle: 'Přes tento odkaz teď nelze platit',
  unavailableBody:
    'Některá položka už není k dispozici. Kontaktujte {merchant} a domluvte si jiný způsob platby.',
  thanksTitle: 'Děkujeme za platbu',
  paid: 'Zaplaceno {amount} obchodníkovi {merchant}.',
  testMode: 'Testovací režim',
};
