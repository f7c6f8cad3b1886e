import type { MicrodepositTexts } from '../microdeposit-texts.js';

/** Estonian. */
export const ET: MicrodepositTexts = {
  badge: 'Testrežiim',
  title: 'Kinnitage oma pangakonto',
  intro: 'Saatsime kontole {account} väikese makse. Lõpetamiseks sisestage, mida näete oma kontoväljavõttel.',
  codeHelp: 'SM-iga algav 6-märgiline kood on makse selgituses.',
  amountsHelp: 'Sisestage mõlemad summad sentides.',
  code: 'Kood',
  amount1: 'Esimene summa (senti)',
  amount2: 'Teine summa (senti)',
  verify: 'Kinnita',
  verified: 'Teie pangakonto on kinnitatud. Aitäh.',
  locked: 'Seda kontot ei saa enam kinnitada: liiga palju katseid või liiga hilja. Makske muul viisil.',
  void: 'Seda kinnitamist ei ole enam vaja.',
  wrongCode: 'See kood ei ühti meie saadetuga.',
  wrongAmounts: 'Need summad ei ühti meie saadetutega.',
  remaining: 'Katseid jäänud: {n}.',
  invalid: 'Täitke kõik väljad.',
  arrival: 'Oodatakse hiljemalt',
  testCode: 'Testrežiim: raha ei liigu. Kood on SM11AA.',
  testAmounts: 'Testrežiim: raha ei liigu. Summad on 32 ja 45.',
};
