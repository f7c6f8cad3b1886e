import type { OauthTexts } from '../oauth-texts.js';

/** Italian. */
export const IT: OauthTexts = {
  badge: 'Modalità di test',
  title: 'Consenso della banca',
  institution: 'Banca di test',
  ask: 'Payframe chiede di vedere i tuoi conti presso questa banca per collegarne uno ai pagamenti. Questa pagina sostituisce la schermata di consenso della banca.',
  approve: 'Consenti l’accesso',
  deny: 'Nega',
  approved: 'Accesso consentito. Puoi chiudere questa finestra e tornare all’esercente.',
  denied: 'Accesso negato. Puoi chiudere questa finestra.',
  note: 'Non è coinvolta nessuna banca reale.',
};
