import type { VoucherTexts } from '../texts.js';

/** Slovak. */
export const SK: VoucherTexts = {
  title: 'Poukážka {method}',
  badge: 'Testovací režim',
  amount: 'Suma',
  payTo: 'Príjemca',
  expires: 'Zaplaťte do',
  number: 'Referencia',
  typedLine: 'Číselný riadok',
  entity: 'Subjekt',
  reference: 'Referencia',
  confirmationNumber: 'Číslo potvrdenia',
  paymentCode: 'Platobný kód',
  barcode: 'Čiarový kód poukážky',
  print: 'Tlačiť',
  open: 'Otvoriť v novom okne',
  pdf: 'Stiahnuť PDF',
  paid: 'Táto poukážka bola zaplatená. Ďakujeme!',
  expired: 'Platnosť tejto poukážky vypršala a už ju nie je možné zaplatiť.',
  void: 'Táto poukážka už nie je platná.',
  testMode:
    'Testovací režim: žiadne peniaze sa neprevádzajú. Poukážka sa zaplatí alebo vyprší podľa testovacieho e-mailu platby.',
  instructions: {
    oxxo: 'Zaplaťte v hotovosti v ktorejkoľvek predajni OXXO pred vypršaním poukážky: pri pokladnici ukážte čiarový kód alebo uveďte referenciu.',
    boleto:
      'Zaplaťte v ktorejkoľvek banke, lotériovej pobočke, bankomate alebo v aplikácii svojej banky pomocou čiarového kódu alebo číselného riadku do dátumu splatnosti.',
    konbini:
      'Zaplaťte v hotovosti pri pokladnici jedného z týchto obchodov s jeho platobným kódom a číslom potvrdenia.',
    multibanco:
      'Zaplaťte v bankomate Multibanco alebo v aplikácii svojej banky: zvoľte „Platby za služby“ a zadajte subjekt, referenciu a sumu.',
  },
};
