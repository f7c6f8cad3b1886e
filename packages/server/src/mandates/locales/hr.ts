import type { MandateTexts } from '../mandate-texts.js';

/** Croatian. */
export const HR: MandateTexts = {
  title: 'Suglasnost za izravno terećenje',
  badge: 'Testni način rada',
  creditor: 'Vjerovnik',
  merchant: 'Trgovac',
  reference: 'Referenca suglasnosti',
  type: 'Vrsta',
  recurring: 'Ponavljajuće',
  oneOff: 'Jednokratno',
  status: 'Status',
  holder: 'Vlasnik računa',
  account: 'Račun',
  accepted: 'Prihvaćeno',
  firstCollection: 'Prva naplata',
  online: 'online',
  offline: 'offline',
  theMerchant: 'trgovca',
  routing: 'Routing broj {number}',
  institution: 'Institucija {institution}, tranzit {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Aktivno', inactive: 'Neaktivno', pending: 'Na čekanju' },
  notes: {
    sepa: 'Ovlastili ste {merchant} da vašoj banci šalje naloge za terećenje ovog računa, a svoju banku da ga tereti u skladu s njima. Imate pravo na povrat od svoje banke prema uvjetima ugovora s njom, ako ga zatražite u roku od 8 tjedana od datuma terećenja.',
    becs: 'Prihvatili ste ovaj zahtjev za izravno terećenje (Direct Debit Request) i pripadajući ugovor o usluzi te ovlastili Payframe, pružatelja platnih usluga trgovca, da tereti ovaj račun putem sustava Bulk Electronic Clearing System (BECS) u ime {merchant} („Trgovac”) za iznose koje vam Trgovac zasebno priopći. Potvrdili ste da ste vlasnik računa ili ovlašteni potpisnik.',
    ach: 'Ovlastili ste {merchant} i Payframe, njegova pružatelja platnih usluga, da terete ovaj račun putem mreže ACH za potvrđeno plaćanje i, ako ste račun spremili, za buduća plaćanja prema uvjetima trgovca, te da ga odobre radi ispravka pogrešnog terećenja. Ovlaštenje možete opozvati obavijesti trgovcu 30 dana unaprijed.',
    pad: 'Prihvatili ste ovaj sporazum o unaprijed odobrenom terećenju (PAD) i ovlastili {merchant} i Payframe, njegova pružatelja platnih usluga, da terete ovaj račun putem sustava Automated Clearing Settlement System (ACSS) kako je dogovoreno. Imate određena prava ako terećenje nije u skladu sa sporazumom. Možete ga otkazati u bilo kojem trenutku obraćanjem trgovcu.',
    bacs: 'Naložili ste svojoj banci ili stambenoj štedionici da s ovog računa plaća izravna terećenja koja zatraži {merchant} (putem Payframea), uz zaštitu Direct Debit Guarantee: o svakoj promjeni iznosa, datuma ili učestalosti obavještavaju vas unaprijed; pogreška u plaćanju donosi vam potpun i trenutačan povrat od banke ili štedionice; a izravno terećenje možete otkazati u bilo kojem trenutku obraćanjem banci ili štedionici.',
  },
};
