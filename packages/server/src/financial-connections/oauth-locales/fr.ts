import type { OauthTexts } from '../oauth-texts.js';

/** French. */
export const FR: OauthTexts = {
  badge: 'Mode test',
  title: 'Autorisation bancaire',
  institution: 'Banque de test',
  ask: 'Payframe demande à voir vos comptes dans cette banque pour en associer un à vos paiements. Cette page remplace l’écran d’autorisation de la banque.',
  approve: 'Autoriser l’accès',
  deny: 'Refuser',
  approved: 'Accès autorisé. Vous pouvez fermer cette fenêtre et revenir chez le marchand.',
  denied: 'Accès refusé. Vous pouvez fermer cette fenêtre.',
  note: 'Aucune vraie banque n’intervient.',
};
