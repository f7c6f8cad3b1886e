import type { MandateTexts } from '../mandate-texts.js';

/** Norwegian Bokmål. */
export const NB: MandateTexts = {
  title: 'Avtalegiro-fullmakt',
  badge: 'Testmodus',
  creditor: 'Betalingsmottaker',
  merchant: 'Selger',
  reference: 'Fullmaktsreferanse',
  type: 'Type',
  recurring: 'Gjentakende',
  oneOff: 'Engangs',
  status: 'Status',
  holder: 'Kontoinnehaver',
  account: 'Konto',
  accepted: 'Godtatt',
  firstCollection: 'Første trekk',
  online: 'på nett',
  offline: 'frakoblet',
  theMerchant: 'selgeren',
  routing: 'Routingnummer {number}',
  institution: 'Institusjon {institution}, transitt {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Aktiv', inactive: 'Inaktiv', pending: 'Venter' },
  notes: {
    sepa: 'Du har gitt {merchant} fullmakt til å sende instrukser til banken din om å belaste kontoen, og banken din fullmakt til å belaste den i samsvar med dem. Du har rett til refusjon fra banken etter vilkårene i avtalen din med den, om du krever det innen 8 uker fra datoen kontoen ble belastet.',
    becs: 'Du har godtatt denne forespørselen om direkte belastning (Direct Debit Request) og tjenesteavtalen, og gitt Payframe, selgerens betalingsleverandør, fullmakt til å belaste kontoen via Bulk Electronic Clearing System (BECS) på vegne av {merchant} («Selgeren») med beløp Selgeren opplyser deg om separat. Du har bekreftet at du er kontoinnehaver eller har signaturrett på kontoen.',
    ach: 'Du har gitt {merchant} og Payframe, betalingsleverandøren, fullmakt til å belaste kontoen via ACH-nettverket for den bekreftede betalingen og, hvis du lagret kontoen, for fremtidige betalinger etter selgerens vilkår, og til å godskrive den for å rette en feil belastning. Du kan trekke fullmakten tilbake ved å varsle selgeren 30 dager i forveien.',
    pad: 'Du har godtatt denne avtalen om forhåndsgodkjent belastning (PAD) og gitt {merchant} og Payframe, betalingsleverandøren, fullmakt til å belaste kontoen via Automated Clearing Settlement System (ACSS) som avtalt. Du har visse rettigheter hvis en belastning ikke følger avtalen. Du kan si den opp når som helst ved å kontakte selgeren.',
    bacs: 'Du har bedt banken eller building society om å betale direkte belastninger fra kontoen som {merchant} (via Payframe) ber om, med beskyttelsen i Direct Debit Guarantee: du får beskjed på forhånd om endringer i beløp, dato eller hyppighet; en feil i en betaling gir deg full og umiddelbar refusjon fra banken eller building society; og du kan når som helst avslutte en direkte belastning ved å kontakte banken eller building society.',
  },
};
