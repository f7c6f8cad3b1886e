import type { MandateTexts } from '../mandate-texts.js';

/** Hungarian. */
export const HU: MandateTexts = {
  title: 'Csoportos beszedési megbízás',
  badge: 'Tesztüzemmód',
  creditor: 'Kedvezményezett',
  merchant: 'Kereskedő',
  reference: 'Megbízás azonosítója',
  type: 'Típus',
  recurring: 'Ismétlődő',
  oneOff: 'Egyszeri',
  status: 'Állapot',
  holder: 'Számlatulajdonos',
  account: 'Számla',
  accepted: 'Elfogadva',
  firstCollection: 'Első beszedés',
  online: 'online',
  offline: 'offline',
  theMerchant: 'a kereskedő',
  routing: 'Routing szám: {number}',
  institution: 'Intézmény: {institution}, fiók: {transit}',
  sortCode: 'Sort code: {code}',
  statuses: { active: 'Aktív', inactive: 'Inaktív', pending: 'Függőben' },
  notes: {
    sepa: 'Ön felhatalmazta {merchant} kereskedőt, hogy utasításokat küldjön a bankjának e számla terhelésére, bankját pedig arra, hogy ezek szerint terhelje a számlát. Bankjától a vele kötött szerződés feltételei szerint visszatérítést kérhet a terhelés napjától számított 8 héten belül.',
    becs: 'Ön elfogadta ezt a beszedési kérelmet (Direct Debit Request) és a hozzá tartozó szolgáltatási szerződést, és felhatalmazta a Payframe-et, a kereskedő fizetési szolgáltatóját, hogy a Bulk Electronic Clearing System (BECS) útján {merchant} („Kereskedő”) nevében megterhelje ezt a számlát a Kereskedő által külön közölt összegekkel. Igazolta, hogy Ön a számla tulajdonosa vagy aláírásra jogosult.',
    ach: 'Ön felhatalmazta {merchant} kereskedőt és a Payframe-et, a fizetési szolgáltatóját, hogy az ACH-hálózaton át megterheljék ezt a számlát a jóváhagyott fizetéssel, és ha elmentette a számlát, a kereskedő feltételei szerinti jövőbeli fizetésekkel, valamint hogy jóváírással javítsanak egy téves terhelést. A felhatalmazást a kereskedőnek 30 nappal előre jelezve visszavonhatja.',
    pad: 'Ön elfogadta ezt az előre engedélyezett terhelési megállapodást (PAD), és felhatalmazta {merchant} kereskedőt és a Payframe-et, a fizetési szolgáltatóját, hogy a megállapodás szerint az Automated Clearing Settlement System (ACSS) útján megterheljék ezt a számlát. Ha egy terhelés nem felel meg a megállapodásnak, bizonyos jogorvoslati jogok illetik meg. A megállapodást bármikor felmondhatja a kereskedőnél.',
    bacs: 'Ön utasította bankját vagy lakástakarék-pénztárát, hogy fizesse ki erről a számláról a {merchant} által (a Payframe-en keresztül) kért beszedéseket, a Direct Debit Guarantee védelme mellett: az összeg, az időpont vagy a gyakoriság minden változásáról előre értesítik; hibás fizetés esetén bankja vagy pénztára azonnal a teljes összeget visszatéríti; és a beszedést bármikor lemondhatja bankjánál vagy pénztáránál.',
  },
};
