import type { VoucherTexts } from '../texts.js';

/** Lithuanian. */
export const LT: VoucherTexts = {
  title: '{method} mokėjimo kvitas',
  badge: 'Bandomasis režimas',
  amount: 'Suma',
  payTo: 'Gavėjas',
  expires: 'Sumokėti iki',
  number: 'Nuoroda',
  typedLine: 'Skaitmenų eilutė',
  entity: 'Subjektas',
  reference: 'Nuoroda',
  confirmationNumber: 'Patvirtinimo numeris',
  paymentCode: 'Mokėjimo kodas',
  barcode: 'Kvito brūkšninis kodas',
  print: 'Spausdinti',
  open: 'Atidaryti naujame lange',
  pdf: 'Atsisiųsti PDF',
  paid: 'Šis kvitas apmokėtas. Ačiū!',
  expired: 'Šio kvito galiojimas baigėsi, jo nebegalima apmokėti.',
  void: 'Šis kvitas nebegalioja.',
  testMode:
    'Bandomasis režimas: pinigai nepervedami. Kvitas apmokamas arba nustoja galioti pagal mokėjimo bandomąjį el. pašto adresą.',
  instructions: {
    oxxo: 'Sumokėkite grynaisiais bet kurioje OXXO parduotuvėje, kol kvitas galioja: kasoje parodykite brūkšninį kodą arba pasakykite nuorodą.',
    boleto:
      'Sumokėkite bet kuriame banke, loterijos punkte, bankomate ar savo banko programėlėje naudodami brūkšninį kodą arba skaitmenų eilutę iki termino.',
    konbini:
      'Sumokėkite grynaisiais vienos iš šių parduotuvių kasoje, nurodę jos mokėjimo kodą ir patvirtinimo numerį.',
    multibanco:
      'Sumokėkite Multibanco bankomate arba savo banko programėlėje: pasirinkite „Mokėjimai už paslaugas“ ir įveskite subjektą, nuorodą ir sumą.',
  },
};
