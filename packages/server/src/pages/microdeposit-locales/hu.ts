import type { MicrodepositTexts } from '../microdeposit-texts.js';

/** Hungarian. */
export const HU: MicrodepositTexts = {
  badge: 'Tesztüzemmód',
  title: 'Bankszámla ellenőrzése',
  intro: 'Kis összeget utaltunk ide: {account}. A befejezéshez adja meg, amit a bankszámlakivonatán lát.',
  codeHelp: 'Az SM-mel kezdődő, 6 karakteres kódot az utalás közleményében találja.',
  amountsHelp: 'Adja meg a két utalt összeget centben.',
  code: 'Kód',
  amount1: 'Első összeg (cent)',
  amount2: 'Második összeg (cent)',
  verify: 'Ellenőrzés',
  verified: 'Bankszámláját ellenőriztük. Köszönjük.',
  locked:
    'Ez a bankszámla már nem ellenőrizhető: túl sok próbálkozás, vagy lejárt az idő. Fizessen más módon.',
  void: 'Erre az ellenőrzésre már nincs szükség.',
  wrongCode: 'Ez a kód nem egyezik az általunk küldöttel.',
  wrongAmounts: 'Ezek az összegek nem egyeznek az általunk küldöttekkel.',
  remaining: 'Hátralévő próbálkozások: {n}.',
  invalid: 'Kérjük, töltsön ki minden mezőt.',
  arrival: 'Várható érkezés',
  testCode: 'Tesztüzemmód: valódi pénz nem mozdul. A kód: SM11AA.',
  testAmounts: 'Tesztüzemmód: valódi pénz nem mozdul. Az összegek: 32 és 45.',
};
