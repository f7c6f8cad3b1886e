import type { MandateTexts } from '../mandate-texts.js';

/** Dutch. */
export const NL: MandateTexts = {
  title: 'Machtiging voor automatische incasso',
  badge: 'Testmodus',
  creditor: 'Incassant',
  merchant: 'Verkoper',
  reference: 'Machtigingskenmerk',
  type: 'Soort',
  recurring: 'Doorlopend',
  oneOff: 'Eenmalig',
  status: 'Status',
  holder: 'Rekeninghouder',
  account: 'Rekening',
  accepted: 'Gegeven',
  firstCollection: 'Eerste incasso',
  online: 'online',
  offline: 'offline',
  theMerchant: 'de verkoper',
  routing: 'Routingnummer {number}',
  institution: 'Instelling {institution}, transit {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Actief', inactive: 'Inactief', pending: 'In behandeling' },
  notes: {
    sepa: 'Je hebt {merchant} gemachtigd om je bank opdrachten te sturen om deze rekening te debiteren, en je bank om dat overeenkomstig te doen. Je hebt recht op terugbetaling door je bank volgens de voorwaarden van je overeenkomst met de bank, aan te vragen binnen 8 weken na de datum van afschrijving.',
    becs: 'Je hebt ingestemd met dit incassoverzoek (Direct Debit Request) en de bijbehorende serviceovereenkomst, en Payframe, de betaaldienstverlener van de verkoper, gemachtigd om deze rekening via het Bulk Electronic Clearing System (BECS) namens {merchant} (de "Verkoper") te debiteren voor bedragen die de Verkoper je apart meedeelt. Je hebt verklaard rekeninghouder of gemachtigd ondertekenaar te zijn.',
    ach: 'Je hebt {merchant} en Payframe, zijn betaaldienstverlener, gemachtigd om deze rekening via het ACH-netwerk te debiteren voor de bevestigde betaling en, als je de rekening hebt bewaard, voor toekomstige betalingen volgens de voorwaarden van de verkoper, en om haar te crediteren om een onjuiste afschrijving te herstellen. Je kunt deze machtiging intrekken door de verkoper 30 dagen van tevoren te laten weten.',
    pad: 'Je hebt ingestemd met deze overeenkomst voor vooraf goedgekeurde afschrijvingen (PAD) en {merchant} en Payframe, zijn betaaldienstverlener, gemachtigd om deze rekening zoals afgesproken via het Automated Clearing Settlement System (ACSS) te debiteren. Je hebt bepaalde verhaalsrechten als een afschrijving niet aan deze overeenkomst voldoet. Je kunt haar altijd opzeggen door contact op te nemen met de verkoper.',
    bacs: 'Je hebt je bank of building society opdracht gegeven incasso’s van {merchant} (via Payframe) van deze rekening te betalen, met de waarborgen van de Direct Debit Guarantee: je hoort vooraf van elke wijziging in bedrag, datum of frequentie; bij een fout krijg je meteen het volledige bedrag terug van je bank of building society; en je kunt een incasso altijd opzeggen bij je bank of building society.',
  },
};
