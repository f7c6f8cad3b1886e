import type { VoucherTexts } from '../texts.js';

/** Estonian. */
export const ET: VoucherTexts = {
  title: '{method} maksekviitung',
  badge: 'Testrežiim',
  amount: 'Summa',
  payTo: 'Saaja',
  expires: 'Tasuda enne',
  number: 'Viide',
  typedLine: 'Numbririda',
  entity: 'Üksus',
  reference: 'Viide',
  confirmationNumber: 'Kinnitusnumber',
  paymentCode: 'Maksekood',
  barcode: 'Maksekviitungi vöötkood',
  print: 'Prindi',
  open: 'Ava uues aknas',
  pdf: 'Laadi PDF alla',
  paid: 'See maksekviitung on tasutud. Aitäh!',
  expired: 'Selle maksekviitungi kehtivus on lõppenud ja seda ei saa enam tasuda.',
  void: 'See maksekviitung ei kehti enam.',
  testMode:
    'Testrežiim: raha ei liigu. Maksekviitung tasutakse või aegub vastavalt makse test-e-posti aadressile.',
  instructions: {
    oxxo: 'Makske sularahas ükskõik millises OXXO poes enne kviitungi aegumist: näidake kassas vöötkoodi või öelge viide.',
    boleto:
      'Makske ükskõik millises pangas, loteriipunktis, pangaautomaadis või oma panga rakenduses vöötkoodi või numbrirea abil enne tähtaega.',
    konbini: 'Makske sularahas ühe neist kauplustest kassas kaupluse maksekoodi ja kinnitusnumbriga.',
    multibanco:
      'Makske Multibanco automaadis või oma panga rakenduses: valige „Teenuste eest tasumine“ ning sisestage üksus, viide ja summa.',
  },
};
