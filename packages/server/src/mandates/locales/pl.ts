import type { MandateTexts } from '../mandate-texts.js';

/** Polish. */
export const PL: MandateTexts = {
  title: 'Polecenie zapłaty',
  badge: 'Tryb testowy',
  creditor: 'Wierzyciel',
  merchant: 'Sprzedawca',
  reference: 'Numer referencyjny upoważnienia',
  type: 'Rodzaj',
  recurring: 'Cykliczne',
  oneOff: 'Jednorazowe',
  status: 'Status',
  holder: 'Posiadacz rachunku',
  account: 'Rachunek',
  accepted: 'Udzielono',
  firstCollection: 'Pierwsze pobranie',
  online: 'online',
  offline: 'offline',
  theMerchant: 'sprzedawcę',
  routing: 'Numer rozliczeniowy {number}',
  institution: 'Instytucja {institution}, oddział {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Aktywne', inactive: 'Nieaktywne', pending: 'Oczekuje' },
  notes: {
    sepa: 'Upoważniono {merchant} do wysyłania do Twojego banku poleceń obciążenia tego rachunku, a Twój bank do obciążania go zgodnie z nimi. Przysługuje Ci zwrot od banku na warunkach umowy z nim zawartej, o który trzeba wystąpić w ciągu 8 tygodni od dnia obciążenia rachunku.',
    becs: 'Zaakceptowano to żądanie polecenia zapłaty (Direct Debit Request) i umowę o świadczenie tej usługi oraz upoważniono Payframe, dostawcę usług płatniczych sprzedawcy, do obciążania tego rachunku za pośrednictwem Bulk Electronic Clearing System (BECS) w imieniu {merchant} („Sprzedawca”) kwotami, o których Sprzedawca informuje osobno. Potwierdzono, że jesteś posiadaczem rachunku lub osobą upoważnioną do podpisu.',
    ach: 'Upoważniono {merchant} i Payframe, jego dostawcę usług płatniczych, do obciążenia tego rachunku przez sieć ACH za potwierdzoną płatność oraz, jeśli rachunek został zapisany, za przyszłe płatności na warunkach sprzedawcy, a także do uznania go w celu korekty błędnego obciążenia. Upoważnienie można odwołać, powiadamiając sprzedawcę z 30-dniowym wyprzedzeniem.',
    pad: 'Zaakceptowano tę umowę o wstępnie autoryzowanym obciążeniu (PAD) i upoważniono {merchant} i Payframe, jego dostawcę usług płatniczych, do obciążania tego rachunku za pośrednictwem Automated Clearing Settlement System (ACSS) zgodnie z ustaleniami. Jeśli obciążenie nie jest zgodne z umową, przysługują Ci określone prawa. Umowę można w każdej chwili wypowiedzieć, kontaktując się ze sprzedawcą.',
    bacs: 'Polecono bankowi lub kasie budowlanej (building society) pokrywanie z tego rachunku poleceń zapłaty zlecanych przez {merchant} (przez Payframe) z ochroną Direct Debit Guarantee: o każdej zmianie kwoty, terminu lub częstotliwości zostaniesz powiadomiony z wyprzedzeniem; w razie błędu w płatności bank lub kasa niezwłocznie zwróci pełną kwotę; polecenie zapłaty można w każdej chwili anulować, kontaktując się z bankiem lub kasą.',
  },
};
