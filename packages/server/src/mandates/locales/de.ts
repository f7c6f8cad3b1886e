import type { MandateTexts } from '../mandate-texts.js';

/** German. */
export const DE: MandateTexts = {
  title: 'Lastschriftmandat',
  badge: 'Testmodus',
  creditor: 'Zahlungsempfänger',
  merchant: 'Händler',
  reference: 'Mandatsreferenz',
  type: 'Art',
  recurring: 'Wiederkehrend',
  oneOff: 'Einmalig',
  status: 'Status',
  holder: 'Kontoinhaber',
  account: 'Konto',
  accepted: 'Erteilt',
  firstCollection: 'Erster Einzug',
  online: 'online',
  offline: 'offline',
  theMerchant: 'den Händler',
  routing: 'Routing-Nummer {number}',
  institution: 'Institut {institution}, Transit {transit}',
  sortCode: 'Sort Code {code}',
  statuses: { active: 'Aktiv', inactive: 'Inaktiv', pending: 'Ausstehend' },
  notes: {
    sepa: 'Sie haben {merchant} ermächtigt, Ihrer Bank Anweisungen zur Belastung dieses Kontos zu erteilen, und Ihre Bank, das Konto entsprechend zu belasten. Sie können innerhalb von 8 Wochen ab dem Belastungsdatum die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit Ihrer Bank vereinbarten Bedingungen.',
    becs: 'Sie haben diesem Lastschriftauftrag (Direct Debit Request) und seiner Dienstleistungsvereinbarung zugestimmt und Payframe, den Zahlungsdienstleister des Händlers, ermächtigt, dieses Konto über das Bulk Electronic Clearing System (BECS) im Auftrag von {merchant} (dem „Händler“) mit allen Beträgen zu belasten, die Ihnen der Händler gesondert mitteilt. Sie haben bestätigt, Kontoinhaber oder Zeichnungsberechtigter dieses Kontos zu sein.',
    ach: 'Sie haben {merchant} und Payframe, seinen Zahlungsdienstleister, ermächtigt, dieses Konto über das ACH-Netz für die bestätigte Zahlung und, falls Sie das Konto gespeichert haben, für künftige Zahlungen nach den Bedingungen des Händlers zu belasten sowie ihm Beträge gutzuschreiben, um eine fehlerhafte Belastung zu berichtigen. Sie können diese Ermächtigung mit einer Frist von 30 Tagen beim Händler widerrufen.',
    pad: 'Sie haben dieser Vereinbarung über vorab genehmigte Lastschriften (PAD) zugestimmt und {merchant} und Payframe, seinen Zahlungsdienstleister, ermächtigt, dieses Konto wie vereinbart über das Automated Clearing Settlement System (ACSS) zu belasten. Entspricht eine Belastung nicht dieser Vereinbarung, haben Sie bestimmte Rückgriffsrechte. Sie können die Vereinbarung jederzeit beim Händler kündigen.',
    bacs: 'Sie haben Ihre Bank oder Bausparkasse angewiesen, von {merchant} (über Payframe) angeforderte Lastschriften von diesem Konto zu bezahlen, unter dem Schutz der Direct Debit Guarantee: Jede Änderung von Betrag, Datum oder Häufigkeit wird Ihnen vorab mitgeteilt; bei einem Fehler erhalten Sie von Ihrer Bank oder Bausparkasse sofort den vollen Betrag zurück; und Sie können eine Lastschrift jederzeit bei Ihrer Bank oder Bausparkasse kündigen.',
  },
};
