import type { VoucherTexts } from '../texts.js';

/** Polish. */
export const PL: VoucherTexts = {
  title: 'Voucher {method}',
  badge: 'Tryb testowy',
  amount: 'Kwota',
  payTo: 'Odbiorca',
  expires: 'Zapłać do',
  number: 'Numer referencyjny',
  typedLine: 'Linia cyfrowa',
  entity: 'Podmiot',
  reference: 'Numer referencyjny',
  confirmationNumber: 'Numer potwierdzenia',
  paymentCode: 'Kod płatności',
  barcode: 'Kod kreskowy vouchera',
  print: 'Drukuj',
  open: 'Otwórz w nowym oknie',
  pdf: 'Pobierz PDF',
  paid: 'Ten voucher został opłacony. Dziękujemy!',
  expired: 'Ten voucher wygasł i nie można go już opłacić.',
  void: 'Ten voucher jest już nieważny.',
  testMode:
    'Tryb testowy: żadne pieniądze nie są przekazywane. Voucher zostaje opłacony lub wygasa zgodnie z testowym adresem e-mail płatności.',
  instructions: {
    oxxo: 'Zapłać gotówką w dowolnym sklepie OXXO przed wygaśnięciem vouchera: pokaż kod kreskowy przy kasie lub podaj numer referencyjny.',
    boleto:
      'Zapłać w dowolnym banku, punkcie loterii, bankomacie lub w aplikacji banku, używając kodu kreskowego lub linii cyfrowej, przed terminem płatności.',
    konbini:
      'Zapłać gotówką przy kasie jednego z tych sklepów convenience, podając jego kod płatności i numer potwierdzenia.',
    multibanco:
      'Zapłać w bankomacie Multibanco lub w aplikacji banku: wybierz „Płatności za usługi” i wpisz podmiot, numer referencyjny oraz kwotę.',
  },
};
