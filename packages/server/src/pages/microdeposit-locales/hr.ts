import type { MicrodepositTexts } from '../microdeposit-texts.js';

/** Croatian. */
export const HR: MicrodepositTexts = {
  badge: 'Testni način rada',
  title: 'Potvrdite svoj bankovni račun',
  intro: 'Poslali smo malu uplatu na {account}. Za dovršetak unesite ono što vidite na izvodu.',
  codeHelp: 'Kôd od 6 znakova koji počinje sa SM nalazi se u opisu uplate.',
  amountsHelp: 'Unesite oba iznosa uplata u centima.',
  code: 'Kôd',
  amount1: 'Prvi iznos (centi)',
  amount2: 'Drugi iznos (centi)',
  verify: 'Potvrdi',
  verified: 'Vaš je bankovni račun potvrđen. Hvala.',
  locked: 'Ovaj se račun više ne može potvrditi: previše pokušaja ili je prekasno. Platite na drugi način.',
  void: 'Ova potvrda više nije potrebna.',
  wrongCode: 'Taj se kôd ne podudara s onim koji smo poslali.',
  wrongAmounts: 'Ti se iznosi ne podudaraju s onima koje smo poslali.',
  remaining: 'Preostali pokušaji: {n}.',
  invalid: 'Ispunite sva polja.',
  arrival: 'Očekuje se do',
  testCode: 'Testni način rada: novac se ne prenosi. Kôd je SM11AA.',
  testAmounts: 'Testni način rada: novac se ne prenosi. Iznosi su 32 i 45.',
};
