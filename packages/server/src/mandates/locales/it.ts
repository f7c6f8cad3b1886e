import type { MandateTexts } from '../mandate-texts.js';

/** Italian. */
export const IT: MandateTexts = {
  title: 'Mandato di addebito diretto',
  badge: 'Modalità di test',
  creditor: 'Creditore',
  merchant: 'Esercente',
  reference: 'Riferimento del mandato',
  type: 'Tipo',
  recurring: 'Ricorrente',
  oneOff: 'Singolo',
  status: 'Stato',
  holder: 'Intestatario del conto',
  account: 'Conto',
  accepted: 'Accettato',
  firstCollection: 'Primo addebito',
  online: 'online',
  offline: 'offline',
  theMerchant: 'l’esercente',
  routing: 'Routing number {number}',
  institution: 'Istituto {institution}, transit {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Attivo', inactive: 'Inattivo', pending: 'In attesa' },
  notes: {
    sepa: 'Hai autorizzato {merchant} a inviare istruzioni alla tua banca per addebitare questo conto, e la tua banca ad addebitarlo di conseguenza. Hai diritto al rimborso da parte della tua banca secondo i termini del tuo contratto con essa, da richiedere entro 8 settimane dalla data dell’addebito.',
    becs: 'Hai accettato questa richiesta di addebito diretto (Direct Debit Request) e il relativo contratto di servizio, e autorizzato Payframe, fornitore di servizi di pagamento dell’esercente, ad addebitare questo conto tramite il Bulk Electronic Clearing System (BECS) per conto di {merchant} (l’“Esercente”) per gli importi che l’Esercente ti comunica separatamente. Hai dichiarato di essere intestatario del conto o firmatario autorizzato.',
    ach: 'Hai autorizzato {merchant} e Payframe, il suo fornitore di servizi di pagamento, ad addebitare questo conto tramite la rete ACH per il pagamento confermato e, se hai salvato il conto, per pagamenti futuri secondo le condizioni dell’esercente, e ad accreditarlo per correggere un addebito errato. Puoi revocare questa autorizzazione avvisando l’esercente con 30 giorni di preavviso.',
    pad: 'Hai accettato questo accordo di addebito preautorizzato (PAD) e autorizzato {merchant} e Payframe, il suo fornitore di servizi di pagamento, ad addebitare questo conto tramite l’Automated Clearing Settlement System (ACSS) come concordato. Hai alcuni diritti di ricorso se un addebito non è conforme all’accordo. Puoi annullarlo in qualsiasi momento contattando l’esercente.',
    bacs: 'Hai incaricato la tua banca o building society di pagare da questo conto gli addebiti diretti richiesti da {merchant} (tramite Payframe), con le tutele della Direct Debit Guarantee: ti viene comunicata in anticipo ogni modifica di importo, data o frequenza; un errore in un pagamento ti dà diritto a un rimborso completo e immediato dalla tua banca o building society; e puoi annullare un addebito diretto in qualsiasi momento contattando la tua banca o building society.',
  },
};
