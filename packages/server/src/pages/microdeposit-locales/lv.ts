import type { MicrodepositTexts } from '../microdeposit-texts.js';

/** Latvian. */
export const LV: MicrodepositTexts = {
  badge: 'Testa režīms',
  title: 'Apstipriniet savu bankas kontu',
  intro: 'Mēs nosūtījām nelielu iemaksu uz {account}. Lai pabeigtu, ievadiet to, ko redzat konta izrakstā.',
  codeHelp: 'Sešu rakstzīmju kods, kas sākas ar SM, ir iemaksas aprakstā.',
  amountsHelp: 'Ievadiet abas iemaksu summas centos.',
  code: 'Kods',
  amount1: 'Pirmā summa (centi)',
  amount2: 'Otrā summa (centi)',
  verify: 'Apstiprināt',
  verified: 'Jūsu bankas konts ir apstiprināts. Paldies.',
  locked: 'Šo kontu vairs nevar apstiprināt: pārāk daudz mēģinājumu vai par vēlu. Samaksājiet citādi.',
  void: 'Šī apstiprināšana vairs nav vajadzīga.',
  wrongCode: 'Kods nesakrīt ar mūsu nosūtīto.',
  wrongAmounts: 'Summas nesakrīt ar mūsu nosūtītajām.',
  remaining: 'Atlikušie mēģinājumi: {n}.',
  invalid: 'Aizpildiet visus laukus.',
  arrival: 'Gaidāms līdz',
  testCode: 'Testa režīms: nauda netiek pārskaitīta. Kods ir SM11AA.',
  testAmounts: 'Testa režīms: nauda netiek pārskaitīta. Summas ir 32 un 45.',
};
