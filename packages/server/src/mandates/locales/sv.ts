import type { MandateTexts } from '../mandate-texts.js';

/** Swedish. */
export const SV: MandateTexts = {
  title: 'Autogiromedgivande',
  badge: 'Testläge',
  creditor: 'Betalningsmottagare',
  merchant: 'Säljare',
  reference: 'Medgivandereferens',
  type: 'Typ',
  recurring: 'Återkommande',
  oneOff: 'Engångs',
  status: 'Status',
  holder: 'Kontoinnehavare',
  account: 'Konto',
  accepted: 'Godkänt',
  firstCollection: 'Första dragning',
  online: 'online',
  offline: 'offline',
  theMerchant: 'säljaren',
  routing: 'Routingnummer {number}',
  institution: 'Institut {institution}, transit {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Aktivt', inactive: 'Inaktivt', pending: 'Väntar' },
  notes: {
    sepa: 'Du har gett {merchant} rätt att skicka instruktioner till din bank om att debitera kontot, och din bank rätt att debitera det enligt dem. Du har rätt till återbetalning från din bank enligt villkoren i ditt avtal med banken, om du begär det inom 8 veckor från dagen då kontot debiterades.',
    becs: 'Du har godkänt denna autogirobegäran (Direct Debit Request) och dess serviceavtal och gett Payframe, säljarens betaltjänstleverantör, rätt att debitera kontot via Bulk Electronic Clearing System (BECS) för {merchant}s räkning (”Säljaren”) med belopp som Säljaren meddelar dig separat. Du har intygat att du är kontoinnehavare eller behörig firmatecknare för kontot.',
    ach: 'Du har gett {merchant} och Payframe, dess betaltjänstleverantör, rätt att debitera kontot via ACH-nätet för den bekräftade betalningen och, om du sparade kontot, för framtida betalningar enligt säljarens villkor, samt att kreditera det för att rätta en felaktig debitering. Du kan återkalla medgivandet genom att meddela säljaren 30 dagar i förväg.',
    pad: 'Du har godkänt detta avtal om förhandsgodkänd debitering (PAD) och gett {merchant} och Payframe, dess betaltjänstleverantör, rätt att debitera kontot via Automated Clearing Settlement System (ACSS) enligt överenskommelsen. Du har vissa rättigheter om en debitering inte följer avtalet. Du kan säga upp det när som helst genom att kontakta säljaren.',
    bacs: 'Du har gett din bank eller building society i uppdrag att betala autogirodragningar från kontot som begärs av {merchant} (via Payframe), med skyddet i Direct Debit Guarantee: du får veta i förväg om belopp, datum eller intervall ändras; ett fel i en betalning ger dig full och omedelbar återbetalning från din bank eller building society; och du kan när som helst avsluta autogirot genom att kontakta din bank eller building society.',
  },
};
