import type { VoucherTexts } from '../texts.js';

/** Swedish. */
export const SV: VoucherTexts = {
  title: '{method}-betalningsavi',
  badge: 'Testläge',
  amount: 'Belopp',
  payTo: 'Mottagare',
  expires: 'Betala senast',
  number: 'Referens',
  typedLine: 'Sifferrad',
  entity: 'Entitet',
  reference: 'Referens',
  confirmationNumber: 'Bekräftelsenummer',
  paymentCode: 'Betalningskod',
  barcode: 'Avins streckkod',
  print: 'Skriv ut',
  open: 'Öppna i nytt fönster',
  pdf: 'Ladda ned PDF',
  paid: 'Den här avin är betald. Tack!',
  expired: 'Den här avin har gått ut och kan inte längre betalas.',
  void: 'Den här avin är inte längre giltig.',
  testMode: 'Testläge: inga pengar flyttas. Avin betalas eller går ut enligt betalningens test-e-postadress.',
  instructions: {
    oxxo: 'Betala kontant i valfri OXXO-butik innan avin går ut: visa streckkoden i kassan eller uppge referensen.',
    boleto:
      'Betala på valfri bank, lotteriombud, bankomat eller i din banks app med streckkoden eller sifferraden före förfallodagen.',
    konbini:
      'Betala kontant i kassan i någon av de här närbutikerna med butikens betalningskod och bekräftelsenumret.',
    multibanco:
      'Betala i en Multibanco-bankomat eller i din banks app: välj ”Betalning av tjänster” och ange entitet, referens och belopp.',
  },
};
