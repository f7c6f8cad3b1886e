import type { VoucherTexts } from '../texts.js';

/** Czech. */
export const CS: VoucherTexts = {
  title: 'Poukázka {method}',
  badge: 'Testovací režim',
  amount: 'Částka',
  payTo: 'Příjemce',
  expires: 'Zaplaťte do',
  number: 'Reference',
  typedLine: 'Číselný řádek',
  entity: 'Subjekt',
  reference: 'Reference',
  confirmationNumber: 'Číslo potvrzení',
  paymentCode: 'Platební kód',
  barcode: 'Čárový kód poukázky',
  print: 'Tisk',
  open: 'Otevřít v novém okně',
  pdf: 'Stáhnout PDF',
  paid: 'Tato poukázka byla zaplacena. Děkujeme!',
  expired: 'Platnost této poukázky vypršela a už ji nelze zaplatit.',
  void: 'Tato poukázka už není platná.',
  testMode:
    'Testovací režim: žádné peníze se nepřevádějí. Poukázka se zaplatí nebo vyprší podle testovacího e-mailu platby.',
  instructions: {
    oxxo: 'Zaplaťte hotově v kterékoli prodejně OXXO před vypršením poukázky: ukažte u pokladny čárový kód nebo sdělte referenci.',
    boleto:
      'Zaplaťte v kterékoli bance, loterijní pobočce, bankomatu nebo v aplikaci své banky pomocí čárového kódu nebo číselného řádku, a to do data splatnosti.',
    konbini: 'Zaplaťte hotově u pokladny jedné z těchto večerek s jejím platebním kódem a číslem potvrzení.',
    multibanco:
      'Zaplaťte v bankomatu Multibanco nebo v aplikaci své banky: zvolte „Platby za služby“ a zadejte subjekt, referenci a částku.',
  },
};
