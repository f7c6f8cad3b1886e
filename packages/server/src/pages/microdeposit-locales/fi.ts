import type { MicrodepositTexts } from '../microdeposit-texts.js';

/** Finnish. */
export const FI: MicrodepositTexts = {
  badge: 'Testitila',
  title: 'Vahvista pankkitilisi',
  intro:
    'Lähetimme pienen talletuksen tilille {account}. Viimeistele antamalla tiliotteellasi näkyvät tiedot.',
  codeHelp: 'SM-alkuinen 6 merkin koodi on talletuksen viestissä.',
  amountsHelp: 'Anna molemmat talletussummat sentteinä.',
  code: 'Koodi',
  amount1: 'Ensimmäinen summa (senttiä)',
  amount2: 'Toinen summa (senttiä)',
  verify: 'Vahvista',
  verified: 'Pankkitilisi on vahvistettu. Kiitos.',
  locked: 'Tätä tiliä ei voi enää vahvistaa: liian monta yritystä tai liian myöhään. Maksa toisella tavalla.',
  void: 'Tätä vahvistusta ei enää tarvita.',
  wrongCode: 'Koodi ei vastaa lähettämäämme.',
  wrongAmounts: 'Summat eivät vastaa lähettämiämme.',
  remaining: 'Yrityksiä jäljellä: {n}.',
  invalid: 'Täytä kaikki kentät.',
  arrival: 'Odotetaan viimeistään',
  testCode: 'Testitila: rahaa ei siirry. Koodi on SM11AA.',
  testAmounts: 'Testitila: rahaa ei siirry. Summat ovat 32 ja 45.',
};
