import type { MicrodepositTexts } from '../microdeposit-texts.js';

/** Lithuanian. */
export const LT: MicrodepositTexts = {
  badge: 'Bandomasis režimas',
  title: 'Patvirtinkite banko sąskaitą',
  intro: 'Į {account} pervedėme nedidelę sumą. Norėdami baigti, įveskite tai, ką matote sąskaitos išraše.',
  codeHelp: '6 ženklų kodas, prasidedantis SM, nurodytas pervedimo paskirtyje.',
  amountsHelp: 'Įveskite abi pervestas sumas centais.',
  code: 'Kodas',
  amount1: 'Pirma suma (centai)',
  amount2: 'Antra suma (centai)',
  verify: 'Patvirtinti',
  verified: 'Jūsų banko sąskaita patvirtinta. Ačiū.',
  locked: 'Šios sąskaitos nebegalima patvirtinti: per daug bandymų arba per vėlu. Sumokėkite kitu būdu.',
  void: 'Šis patvirtinimas nebereikalingas.',
  wrongCode: 'Kodas nesutampa su mūsų atsiųstu.',
  wrongAmounts: 'Sumos nesutampa su mūsų pervestomis.',
  remaining: 'Liko bandymų: {n}.',
  invalid: 'Užpildykite visus laukus.',
  arrival: 'Tikimasi iki',
  testCode: 'Bandomasis režimas: pinigai nepervedami. Kodas – SM11AA.',
  testAmounts: 'Bandomasis režimas: pinigai nepervedami. Sumos – 32 ir 45.',
};
