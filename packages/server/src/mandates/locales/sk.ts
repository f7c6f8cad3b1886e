import type { MandateTexts } from '../mandate-texts.js';

/** Slovak. */
export const SK: MandateTexts = {
  title: 'Mandát na inkaso',
  badge: 'Testovací režim',
  creditor: 'Veriteľ',
  merchant: 'Obchodník',
  reference: 'Referencia mandátu',
  type: 'Typ',
  recurring: 'Opakovaný',
  oneOff: 'Jednorazový',
  status: 'Stav',
  holder: 'Majiteľ účtu',
  account: 'Účet',
  accepted: 'Udelený',
  firstCollection: 'Prvé inkaso',
  online: 'online',
  offline: 'offline',
  theMerchant: 'obchodníka',
  routing: 'Smerovacie číslo {number}',
  institution: 'Inštitúcia {institution}, tranzit {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Aktívny', inactive: 'Neaktívny', pending: 'Čaká sa' },
  notes: {
    sepa: 'Splnomocnili ste {merchant} na zasielanie pokynov vašej banke na inkaso z tohto účtu a svoju banku na inkaso podľa nich. Máte právo na vrátenie peňazí od svojej banky podľa podmienok zmluvy s ňou, ak oň požiadate do 8 týždňov odo dňa, keď bol účet zaťažený.',
    becs: 'Súhlasili ste s touto žiadosťou o inkaso (Direct Debit Request) a jej zmluvou o službe a splnomocnili ste Payframe, poskytovateľa platobných služieb obchodníka, na inkaso z tohto účtu cez Bulk Electronic Clearing System (BECS) v mene {merchant} („Obchodník“) vo výške súm, ktoré vám Obchodník oznámi osobitne. Potvrdili ste, že ste majiteľom účtu alebo oprávnenou osobou na podpis.',
    ach: 'Splnomocnili ste {merchant} a Payframe, jeho poskytovateľa platobných služieb, na inkaso z tohto účtu cez sieť ACH za potvrdenú platbu a, ak ste účet uložili, za budúce platby podľa podmienok obchodníka, a na pripísanie sumy na účet pri oprave chybného inkasa. Toto splnomocnenie môžete odvolať oznámením obchodníkovi 30 dní vopred.',
    pad: 'Súhlasili ste s touto dohodou o vopred schválenom inkase (PAD) a splnomocnili ste {merchant} a Payframe, jeho poskytovateľa platobných služieb, na inkaso z tohto účtu cez Automated Clearing Settlement System (ACSS) podľa dohody. Ak inkaso dohode nezodpovedá, máte určité práva na nápravu. Dohodu môžete kedykoľvek zrušiť u obchodníka.',
    bacs: 'Poverili ste svoju banku alebo stavebnú sporiteľňu uhrádzať z tohto účtu inkasá požadované {merchant} (cez Payframe) s ochranou Direct Debit Guarantee: o každej zmene sumy, dátumu alebo frekvencie sa dozviete vopred; pri chybe v platbe vám banka alebo sporiteľňa okamžite vráti celú sumu; a inkaso môžete kedykoľvek zrušiť u svojej banky alebo sporiteľne.',
  },
};
