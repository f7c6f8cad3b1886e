import type { MandateTexts } from '../mandate-texts.js';

/** Romanian. */
export const RO: MandateTexts = {
  title: 'Mandat de debitare directă',
  badge: 'Mod de testare',
  creditor: 'Creditor',
  merchant: 'Comerciant',
  reference: 'Referința mandatului',
  type: 'Tip',
  recurring: 'Recurent',
  oneOff: 'Unic',
  status: 'Stare',
  holder: 'Titularul contului',
  account: 'Cont',
  accepted: 'Acceptat',
  firstCollection: 'Prima încasare',
  online: 'online',
  offline: 'offline',
  theMerchant: 'comerciantul',
  routing: 'Număr de rutare {number}',
  institution: 'Instituția {institution}, tranzit {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Activ', inactive: 'Inactiv', pending: 'În așteptare' },
  notes: {
    sepa: 'Ați autorizat {merchant} să trimită instrucțiuni băncii dvs. pentru debitarea acestui cont, iar banca dvs. să îl debiteze în consecință. Aveți dreptul la o rambursare de la bancă în condițiile contractului încheiat cu aceasta, solicitată în termen de 8 săptămâni de la data debitării.',
    becs: 'Ați acceptat această cerere de debitare directă (Direct Debit Request) și contractul de servicii aferent și ați autorizat Payframe, furnizorul de servicii de plată al comerciantului, să debiteze acest cont prin Bulk Electronic Clearing System (BECS) în numele {merchant} („Comerciantul”) cu sumele comunicate separat de Comerciant. Ați certificat că sunteți titularul contului sau semnatar autorizat.',
    ach: 'Ați autorizat {merchant} și Payframe, furnizorul său de servicii de plată, să debiteze acest cont prin rețeaua ACH pentru plata confirmată și, dacă ați salvat contul, pentru plăți viitoare conform condițiilor comerciantului, precum și să îl crediteze pentru a corecta o debitare greșită. Puteți revoca această autorizare anunțând comerciantul cu 30 de zile înainte.',
    pad: 'Ați acceptat acest acord de debitare preautorizată (PAD) și ați autorizat {merchant} și Payframe, furnizorul său de servicii de plată, să debiteze acest cont prin Automated Clearing Settlement System (ACSS) conform acordului. Aveți anumite drepturi de recurs dacă o debitare nu respectă acordul. Îl puteți anula oricând contactând comerciantul.',
    bacs: 'Ați instruit banca sau societatea de credit ipotecar să plătească din acest cont debitările directe solicitate de {merchant} (prin Payframe), cu garanțiile Direct Debit Guarantee: sunteți anunțat din timp despre orice schimbare a sumei, datei sau frecvenței; o eroare de plată vă dă dreptul la rambursarea integrală și imediată de către bancă sau societate; și puteți anula oricând o debitare directă contactând banca sau societatea.',
  },
};
