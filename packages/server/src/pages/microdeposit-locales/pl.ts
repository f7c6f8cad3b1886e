import type { MicrodepositTexts } from '../microdeposit-texts.js';

/** Polish. */
export const PL: MicrodepositTexts = {
  badge: 'Tryb testowy',
  title: 'Zweryfikuj konto bankowe',
  intro:
    'Wysłaliśmy niewielki przelew na {account}. Aby zakończyć, wpisz to, co widzisz na wyciągu bankowym.',
  codeHelp: 'Sześcioznakowy kod zaczynający się od SM znajdziesz w tytule przelewu.',
  amountsHelp: 'Wpisz obie kwoty przelewów w centach.',
  code: 'Kod',
  amount1: 'Pierwsza kwota (centy)',
  amount2: 'Druga kwota (centy)',
  verify: 'Zweryfikuj',
  verified: 'Twoje konto bankowe zostało zweryfikowane. Dziękujemy.',
  locked: 'Tego konta nie można już zweryfikować: zbyt wiele prób lub za późno. Zapłać w inny sposób.',
  void: 'Ta weryfikacja nie jest już potrzebna.',
  wrongCode: 'Ten kod nie zgadza się z wysłanym.',
  wrongAmounts: 'Te kwoty nie zgadzają się z wysłanymi.',
  remaining: 'Pozostałe próby: {n}.',
  invalid: 'Wypełnij wszystkie pola.',
  arrival: 'Spodziewany do',
  testCode: 'Tryb testowy: żadne pieniądze nie są przekazywane. Kod to SM11AA.',
  testAmounts: 'Tryb testowy: żadne pieniądze nie są przekazywane. Kwoty to 32 i 45.',
};
