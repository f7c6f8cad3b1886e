import type { MicrodepositTexts } from '../microdeposit-texts.js';

/** Swedish. */
export const SV: MicrodepositTexts = {
  badge: 'Testläge',
  title: 'Verifiera ditt bankkonto',
  intro:
    'Vi har skickat en liten insättning till {account}. Ange det du ser på ditt kontoutdrag för att slutföra.',
  codeHelp: 'Den 6 tecken långa koden som börjar med SM står i insättningens beskrivning.',
  amountsHelp: 'Ange de två insättningsbeloppen i cent.',
  code: 'Kod',
  amount1: 'Första beloppet (cent)',
  amount2: 'Andra beloppet (cent)',
  verify: 'Verifiera',
  verified: 'Ditt bankkonto är verifierat. Tack.',
  locked: 'Kontot kan inte längre verifieras: för många försök, eller för sent. Betala på annat sätt.',
  void: 'Den här verifieringen behövs inte längre.',
  wrongCode: 'Koden stämmer inte med den vi skickade.',
  wrongAmounts: 'Beloppen stämmer inte med dem vi skickade.',
  remaining: 'Återstående försök: {n}.',
  invalid: 'Fyll i alla fält.',
  arrival: 'Väntas senast',
  testCode: 'Testläge: inga pengar flyttas. Koden är SM11AA.',
  testAmounts: 'Testläge: inga pengar flyttas. Beloppen är 32 och 45.',
};
