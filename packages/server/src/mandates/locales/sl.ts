import type { MandateTexts } from '../mandate-texts.js';

/** Slovenian. */
export const SL: MandateTexts = {
  title: 'Soglasje za direktno obremenitev',
  badge: 'Testni način',
  creditor: 'Upnik',
  merchant: 'Trgovec',
  reference: 'Sklic soglasja',
  type: 'Vrsta',
  recurring: 'Ponavljajoče',
  oneOff: 'Enkratno',
  status: 'Stanje',
  holder: 'Imetnik računa',
  account: 'Račun',
  accepted: 'Sprejeto',
  firstCollection: 'Prva bremenitev',
  online: 'prek spleta',
  offline: 'brez povezave',
  theMerchant: 'trgovca',
  routing: 'Usmerjevalna številka {number}',
  institution: 'Ustanova {institution}, tranzit {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Aktivno', inactive: 'Neaktivno', pending: 'V čakanju' },
  notes: {
    sepa: 'Pooblastili ste {merchant}, da vaši banki pošilja navodila za obremenitev tega računa, in svojo banko, da ga v skladu z njimi obremeni. Do vračila od banke ste upravičeni pod pogoji pogodbe z njo, če ga zahtevate v 8 tednih od datuma obremenitve.',
    becs: 'Sprejeli ste to zahtevo za direktno obremenitev (Direct Debit Request) in pripadajočo pogodbo o storitvi ter pooblastili Payframe, ponudnika plačilnih storitev trgovca, da prek sistema Bulk Electronic Clearing System (BECS) v imenu {merchant} (»Trgovec«) obremeni ta račun za zneske, ki vam jih Trgovec sporoči posebej. Potrdili ste, da ste imetnik računa ali pooblaščeni podpisnik.',
    ach: 'Pooblastili ste {merchant} in Payframe, njegovega ponudnika plačilnih storitev, da prek omrežja ACH obremenita ta račun za potrjeno plačilo in, če ste račun shranili, za prihodnja plačila po pogojih trgovca ter da ga odobrita za popravek napačne obremenitve. Pooblastilo lahko prekličete z obvestilom trgovcu 30 dni vnaprej.',
    pad: 'Sprejeli ste ta dogovor o vnaprej odobreni obremenitvi (PAD) in pooblastili {merchant} in Payframe, njegovega ponudnika plačilnih storitev, da prek sistema Automated Clearing Settlement System (ACSS) obremenita ta račun, kot je dogovorjeno. Če obremenitev ni v skladu z dogovorom, imate določene pravice. Dogovor lahko kadar koli prekličete pri trgovcu.',
    bacs: 'Banki ali stanovanjski hranilnici ste naročili, naj s tega računa plačuje direktne obremenitve, ki jih zahteva {merchant} (prek Payframe), z zaščito Direct Debit Guarantee: o vsaki spremembi zneska, datuma ali pogostosti ste obveščeni vnaprej; napaka pri plačilu vam prinese takojšnje vračilo celotnega zneska od banke ali hranilnice; direktno obremenitev pa lahko kadar koli prekličete pri banki ali hranilnici.',
  },
};
