import type { MandateTexts } from '../mandate-texts.js';

/** Latvian. */
export const LV: MandateTexts = {
  title: 'Tiešā debeta pilnvara',
  badge: 'Testa režīms',
  creditor: 'Kreditors',
  merchant: 'Tirgotājs',
  reference: 'Pilnvaras atsauce',
  type: 'Veids',
  recurring: 'Regulārs',
  oneOff: 'Vienreizējs',
  status: 'Statuss',
  holder: 'Konta īpašnieks',
  account: 'Konts',
  accepted: 'Apstiprināta',
  firstCollection: 'Pirmā iekasēšana',
  online: 'tiešsaistē',
  offline: 'bezsaistē',
  theMerchant: 'tirgotāju',
  routing: 'Maršrutēšanas numurs {number}',
  institution: 'Iestāde {institution}, filiāle {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Aktīva', inactive: 'Neaktīva', pending: 'Gaida' },
  notes: {
    sepa: 'Jūs pilnvarojāt {merchant} sūtīt jūsu bankai rīkojumus debetēt šo kontu un savu banku debetēt to saskaņā ar tiem. Jums ir tiesības saņemt atmaksu no bankas saskaņā ar jūsu līguma ar to noteikumiem, ja to pieprasāt 8 nedēļu laikā no konta debetēšanas dienas.',
    becs: 'Jūs piekritāt šim tiešā debeta pieprasījumam (Direct Debit Request) un tā pakalpojuma līgumam un pilnvarojāt Payframe, tirgotāja maksājumu pakalpojumu sniedzēju, debetēt šo kontu, izmantojot Bulk Electronic Clearing System (BECS), {merchant} (“Tirgotājs”) vārdā par summām, ko Tirgotājs jums paziņo atsevišķi. Jūs apliecinājāt, ka esat konta īpašnieks vai pilnvarots parakstītājs.',
    ach: 'Jūs pilnvarojāt {merchant} un Payframe, tā maksājumu pakalpojumu sniedzēju, debetēt šo kontu ACH tīklā par apstiprināto maksājumu un, ja saglabājāt kontu, par nākamajiem maksājumiem saskaņā ar tirgotāja noteikumiem, kā arī kreditēt to, lai labotu kļūdainu debetēšanu. Pilnvaru varat atsaukt, paziņojot tirgotājam 30 dienas iepriekš.',
    pad: 'Jūs piekritāt šim iepriekš autorizēta debeta līgumam (PAD) un pilnvarojāt {merchant} un Payframe, tā maksājumu pakalpojumu sniedzēju, debetēt šo kontu, izmantojot Automated Clearing Settlement System (ACSS), kā norunāts. Ja debetēšana neatbilst līgumam, jums ir noteiktas tiesības. Līgumu varat jebkurā laikā izbeigt, sazinoties ar tirgotāju.',
    bacs: 'Jūs uzdevāt savai bankai vai krājaizdevu sabiedrībai maksāt no šī konta tiešā debeta maksājumus, ko pieprasa {merchant} (ar Payframe starpniecību), ar Direct Debit Guarantee aizsardzību: par jebkādām summas, datuma vai biežuma izmaiņām jums paziņo iepriekš; kļūdas gadījumā banka vai sabiedrība nekavējoties atmaksā visu summu; un tiešo debetu varat jebkurā laikā atcelt, sazinoties ar banku vai sabiedrību.',
  },
};
