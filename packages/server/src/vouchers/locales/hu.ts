import type { VoucherTexts } from '../texts.js';

/** Hungarian. */
export const HU: VoucherTexts = {
  title: '{method}-utalvány',
  badge: 'Tesztüzemmód',
  amount: 'Összeg',
  payTo: 'Kedvezményezett',
  expires: 'Fizetési határidő',
  number: 'Hivatkozási szám',
  typedLine: 'Számsor',
  entity: 'Szolgáltatókód',
  reference: 'Hivatkozási szám',
  confirmationNumber: 'Visszaigazolási szám',
  paymentCode: 'Fizetési kód',
  barcode: 'Az utalvány vonalkódja',
  print: 'Nyomtatás',
  open: 'Megnyitás új ablakban',
  pdf: 'PDF letöltése',
  paid: 'Ezt az utalványt kifizették. Köszönjük!',
  expired: 'Ez az utalvány lejárt, és már nem fizethető ki.',
  void: 'Ez az utalvány már nem érvényes.',
  testMode:
    'Tesztüzemmód: valódi pénz nem mozdul. Az utalvány a fizetés teszt e-mail-címe szerint kifizetésre kerül vagy lejár.',
  instructions: {
    oxxo: 'Fizessen készpénzzel bármelyik OXXO üzletben az utalvány lejárta előtt: mutassa meg a vonalkódot a pénztárnál, vagy adja meg a hivatkozási számot.',
    boleto:
      'Fizessen bármelyik bankban, lottózóban, ATM-nél vagy a bankja alkalmazásában a vonalkóddal vagy a számsorral a fizetési határidő előtt.',
    konbini:
      'Fizessen készpénzzel az alábbi kisboltok egyikének pénztáránál a bolt fizetési kódjával és a visszaigazolási számmal.',
    multibanco:
      'Fizessen Multibanco ATM-nél vagy a bankja alkalmazásában: válassza a „Szolgáltatások kifizetése” lehetőséget, és adja meg a szolgáltatókódot, a hivatkozási számot és az összeget.',
  },
};
