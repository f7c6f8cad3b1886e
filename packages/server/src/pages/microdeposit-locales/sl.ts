import type { MicrodepositTexts } from '../microdeposit-texts.js';

/** Slovenian. */
export const SL: MicrodepositTexts = {
  badge: 'Testni način',
  title: 'Potrdite svoj bančni račun',
  intro: 'Na {account} smo nakazali manjši znesek. Za dokončanje vnesite, kar vidite na bančnem izpisku.',
  codeHelp: 'Šestmestno kodo, ki se začne s SM, najdete v opisu nakazila.',
  amountsHelp: 'Vnesite oba nakazana zneska v centih.',
  code: 'Koda',
  amount1: 'Prvi znesek (centi)',
  amount2: 'Drugi znesek (centi)',
  verify: 'Potrdi',
  verified: 'Vaš bančni račun je potrjen. Hvala.',
  locked: 'Tega računa ni več mogoče potrditi: preveč poskusov ali prepozno. Plačajte na drug način.',
  void: 'Ta potrditev ni več potrebna.',
  wrongCode: 'Koda se ne ujema s kodo, ki smo jo poslali.',
  wrongAmounts: 'Zneska se ne ujemata s tistima, ki smo ju poslali.',
  remaining: 'Preostali poskusi: {n}.',
  invalid: 'Izpolnite vsa polja.',
  arrival: 'Pričakovano do',
  testCode: 'Testni način: denar se ne prenaša. Koda je SM11AA.',
  testAmounts: 'Testni način: denar se ne prenaša. Zneska sta 32 in 45.',
};
