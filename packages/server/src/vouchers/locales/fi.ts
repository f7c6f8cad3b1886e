import type { VoucherTexts } from '../texts.js';

/** Finnish. */
export const FI: VoucherTexts = {
  title: '{method}-maksukuitti',
  badge: 'Testitila',
  amount: 'Summa',
  payTo: 'Saaja',
  expires: 'Maksa viimeistään',
  number: 'Viite',
  typedLine: 'Numerosarja',
  entity: 'Palveluntarjoajan tunnus',
  reference: 'Viite',
  confirmationNumber: 'Vahvistusnumero',
  paymentCode: 'Maksukoodi',
  barcode: 'Maksukuitin viivakoodi',
  print: 'Tulosta',
  open: 'Avaa uudessa ikkunassa',
  pdf: 'Lataa PDF',
  paid: 'Tämä maksukuitti on maksettu. Kiitos!',
  expired: 'Tämä maksukuitti on vanhentunut, eikä sitä voi enää maksaa.',
  void: 'Tämä maksukuitti ei ole enää voimassa.',
  testMode:
    'Testitila: rahaa ei siirry. Maksukuitti maksetaan tai vanhenee maksun testisähköpostiosoitteen mukaan.',
  instructions: {
    oxxo: 'Maksa käteisellä missä tahansa OXXO-myymälässä ennen kuin maksukuitti vanhenee: näytä viivakoodi kassalla tai kerro viite.',
    boleto:
      'Maksa missä tahansa pankissa, veikkauspisteessä, pankkiautomaatilla tai pankkisi sovelluksessa viivakoodilla tai numerosarjalla ennen eräpäivää.',
    konbini:
      'Maksa käteisellä jonkin näistä lähikaupoista kassalla kaupan maksukoodilla ja vahvistusnumerolla.',
    multibanco:
      'Maksa Multibanco-automaatilla tai pankkisi sovelluksessa: valitse ”Palvelumaksut” ja anna palveluntarjoajan tunnus, viite ja summa.',
  },
};
