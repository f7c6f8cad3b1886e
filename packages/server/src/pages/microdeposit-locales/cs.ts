import type { MicrodepositTexts } from '../microdeposit-texts.js';

/** Czech. */
export const CS: MicrodepositTexts = {
  badge: 'Testovací režim',
  title: 'Ověřte svůj bankovní účet',
  intro: 'Na účet {account} jsme poslali malou platbu. Dokončete ověření zadáním údajů z výpisu z účtu.',
  codeHelp: 'Šestimístný kód začínající na SM najdete v popisu platby.',
  amountsHelp: 'Zadejte obě částky plateb v centech.',
  code: 'Kód',
  amount1: 'První částka (centy)',
  amount2: 'Druhá částka (centy)',
  verify: 'Ověřit',
  verified: 'Váš bankovní účet je ověřen. Děkujeme.',
  locked: 'Tento účet už nelze ověřit: příliš mnoho pokusů nebo je příliš pozdě. Zaplaťte jiným způsobem.',
  void: 'Toto ověření už není potřeba.',
  wrongCode: 'Tento kód neodpovídá kódu, který jsme poslali.',
  wrongAmounts: 'Tyto částky neodpovídají částkám, které jsme poslali.',
  remaining: 'Zbývající pokusy: {n}.',
  invalid: 'Vyplňte prosím všechna pole.',
  arrival: 'Očekáváno do',
  testCode: 'Testovací režim: žádné peníze se nepřevádějí. Kód je SM11AA.',
  testAmounts: 'Testovací režim: žádné peníze se nepřevádějí. Částky jsou 32 a 45.',
};
