import type { MicrodepositTexts } from '../microdeposit-texts.js';

/** Danish. */
export const DA: MicrodepositTexts = {
  badge: 'Testtilstand',
  title: 'Bekræft din bankkonto',
  intro:
    'Vi har sendt en lille indbetaling til {account}. Indtast det, du ser på dit kontoudtog, for at afslutte.',
  codeHelp: 'Koden på 6 tegn, der starter med SM, står i indbetalingens beskrivelse.',
  amountsHelp: 'Indtast de to indbetalte beløb i cent.',
  code: 'Kode',
  amount1: 'Første beløb (cent)',
  amount2: 'Andet beløb (cent)',
  verify: 'Bekræft',
  verified: 'Din bankkonto er bekræftet. Tak.',
  locked: 'Kontoen kan ikke længere bekræftes: for mange forsøg, eller for sent. Betal på en anden måde.',
  void: 'Denne bekræftelse er ikke længere nødvendig.',
  wrongCode: 'Koden passer ikke med den, vi sendte.',
  wrongAmounts: 'Beløbene passer ikke med dem, vi sendte.',
  remaining: 'Resterende forsøg: {n}.',
  invalid: 'Udfyld alle felter.',
  arrival: 'Forventes senest',
  testCode: 'Testtilstand: ingen penge flyttes. Koden er SM11AA.',
  testAmounts: 'Testtilstand: ingen penge flyttes. Beløbene er 32 og 45.',
};
