import type { OauthTexts } from '../oauth-texts.js';

/** German. */
export const DE: OauthTexts = {
  badge: 'Testmodus',
  title: 'Zustimmung der Bank',
  institution: 'Testbank',
  ask: 'Payframe bittet um Einsicht in Ihre Konten bei dieser Bank, um eines für Zahlungen zu verknüpfen. Diese Seite steht für den Zustimmungsbildschirm der Bank.',
  approve: 'Zugriff erlauben',
  deny: 'Ablehnen',
  approved: 'Zugriff erlaubt. Sie können dieses Fenster schließen und zum Händler zurückkehren.',
  denied: 'Zugriff abgelehnt. Sie können dieses Fenster schließen.',
  note: 'Es ist keine echte Bank beteiligt.',
};
