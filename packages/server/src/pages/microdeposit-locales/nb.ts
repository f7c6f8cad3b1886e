import type { MicrodepositTexts } from '../microdeposit-texts.js';

/** Norwegian Bokmål. */
export const NB: MicrodepositTexts = {
  badge: 'Testmodus',
  title: 'Bekreft bankkontoen din',
  intro:
    'Vi har sendt et lite innskudd til {account}. Skriv inn det du ser på kontoutskriften for å fullføre.',
  codeHelp: 'Koden på 6 tegn som begynner med SM, står i innskuddets beskrivelse.',
  amountsHelp: 'Skriv inn de to innskuddsbeløpene i cent.',
  code: 'Kode',
  amount1: 'Første beløp (cent)',
  amount2: 'Andre beløp (cent)',
  verify: 'Bekreft',
  verified: 'Bankkontoen din er bekreftet. Takk.',
  locked: 'Kontoen kan ikke lenger bekreftes: for mange forsøk, eller for sent. Betal på en annen måte.',
  void: 'Denne bekreftelsen trengs ikke lenger.',
  wrongCode: 'Koden stemmer ikke med den vi sendte.',
  wrongAmounts: 'Beløpene stemmer ikke med dem vi sendte.',
  remaining: 'Gjenstående forsøk: {n}.',
  invalid: 'Fyll ut alle feltene.',
  arrival: 'Ventes innen',
  testCode: 'Testmodus: ingen penger flyttes. Koden er SM11AA.',
  testAmounts: 'Testmodus: ingen penger flyttes. Beløpene er 32 og 45.',
};
