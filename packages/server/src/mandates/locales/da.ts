import type { MandateTexts } from '../mandate-texts.js';

/** Danish. */
export const DA: MandateTexts = {
  title: 'Betalingsaftale',
  badge: 'Testtilstand',
  creditor: 'Kreditor',
  merchant: 'Forhandler',
  reference: 'Aftalereference',
  type: 'Type',
  recurring: 'Tilbagevendende',
  oneOff: 'Enkeltstående',
  status: 'Status',
  holder: 'Kontohaver',
  account: 'Konto',
  accepted: 'Godkendt',
  firstCollection: 'Første opkrævning',
  online: 'online',
  offline: 'offline',
  theMerchant: 'forhandleren',
  routing: 'Routingnummer {number}',
  institution: 'Institut {institution}, transit {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Aktiv', inactive: 'Inaktiv', pending: 'Afventer' },
  notes: {
    sepa: 'Du har givet {merchant} tilladelse til at sende instrukser til din bank om at trække beløb fra kontoen, og din bank tilladelse til at trække dem i overensstemmelse hermed. Du har ret til tilbagebetaling fra din bank efter vilkårene i din aftale med banken, hvis du kræver det inden for 8 uger fra den dato, kontoen blev trukket.',
    becs: 'Du har accepteret denne anmodning om direkte debitering (Direct Debit Request) og den tilhørende serviceaftale og givet Payframe, forhandlerens betalingsudbyder, tilladelse til at trække beløb fra kontoen via Bulk Electronic Clearing System (BECS) på vegne af {merchant} (“Forhandleren”), som Forhandleren oplyser dig om særskilt. Du har bekræftet, at du er kontohaver eller tegningsberettiget på kontoen.',
    ach: 'Du har givet {merchant} og Payframe, dets betalingsudbyder, tilladelse til at trække den bekræftede betaling fra kontoen via ACH-netværket og, hvis du gemte kontoen, fremtidige betalinger efter forhandlerens vilkår, samt til at indsætte beløb for at rette en fejlagtig trækning. Du kan tilbagekalde tilladelsen ved at give forhandleren besked 30 dage i forvejen.',
    pad: 'Du har accepteret denne aftale om forhåndsgodkendt debitering (PAD) og givet {merchant} og Payframe, dets betalingsudbyder, tilladelse til at trække beløb fra kontoen via Automated Clearing Settlement System (ACSS) som aftalt. Du har visse rettigheder, hvis en trækning ikke følger aftalen. Du kan opsige den når som helst ved at kontakte forhandleren.',
    bacs: 'Du har bedt din bank eller dit building society om at betale direkte debiteringer fra kontoen, som {merchant} (via Payframe) anmoder om, med beskyttelsen i Direct Debit Guarantee: du får besked på forhånd om ændringer i beløb, dato eller hyppighed; en fejl i en betaling giver dig fuld og øjeblikkelig tilbagebetaling fra din bank eller dit building society; og du kan altid opsige en direkte debitering ved at kontakte din bank eller dit building society.',
  },
};
