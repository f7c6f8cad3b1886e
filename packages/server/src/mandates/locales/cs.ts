import type { MandateTexts } from '../mandate-texts.js';

/** Czech. */
export const CS: MandateTexts = {
  title: 'Mandát k inkasu',
  badge: 'Testovací režim',
  creditor: 'Věřitel',
  merchant: 'Obchodník',
  reference: 'Reference mandátu',
  type: 'Typ',
  recurring: 'Opakovaný',
  oneOff: 'Jednorázový',
  status: 'Stav',
  holder: 'Majitel účtu',
  account: 'Účet',
  accepted: 'Udělen',
  firstCollection: 'První inkaso',
  online: 'online',
  offline: 'offline',
  theMerchant: 'obchodníka',
  routing: 'Směrovací číslo {number}',
  institution: 'Instituce {institution}, tranzit {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Aktivní', inactive: 'Neaktivní', pending: 'Čeká se' },
  notes: {
    sepa: 'Zmocnili jste {merchant} k zasílání pokynů vaší bance k inkasu z tohoto účtu a svou banku k inkasu podle nich. Máte právo na vrácení peněz od své banky podle podmínek smlouvy s ní, pokud o ně požádáte do 8 týdnů ode dne, kdy byl účet zatížen.',
    becs: 'Souhlasili jste s touto žádostí o inkaso (Direct Debit Request) a její smlouvou o službě a zmocnili jste Payframe, poskytovatele platebních služeb obchodníka, k inkasu z tohoto účtu přes Bulk Electronic Clearing System (BECS) jménem {merchant} („Obchodník“) ve výši částek, které vám Obchodník sdělí zvlášť. Potvrdili jste, že jste majitelem účtu nebo oprávněnou osobou k podpisu.',
    ach: 'Zmocnili jste {merchant} a Payframe, jeho poskytovatele platebních služeb, k inkasu z tohoto účtu přes síť ACH za potvrzenou platbu a, pokud jste účet uložili, za budoucí platby podle podmínek obchodníka, a k připsání částky na účet při opravě chybného inkasa. Toto zmocnění můžete odvolat oznámením obchodníkovi 30 dní předem.',
    pad: 'Souhlasili jste s touto dohodou o předem schváleném inkasu (PAD) a zmocnili jste {merchant} a Payframe, jeho poskytovatele platebních služeb, k inkasu z tohoto účtu přes Automated Clearing Settlement System (ACSS) podle dohody. Pokud inkaso dohodě neodpovídá, máte určitá práva na nápravu. Dohodu můžete kdykoli zrušit u obchodníka.',
    bacs: 'Pověřili jste svou banku nebo stavební spořitelnu hradit z tohoto účtu inkasa požadovaná {merchant} (přes Payframe) s ochranou Direct Debit Guarantee: o každé změně částky, data nebo četnosti se dozvíte předem; při chybě v platbě vám banka nebo spořitelna okamžitě vrátí celou částku; a inkaso můžete kdykoli zrušit u své banky nebo spořitelny.',
  },
};
