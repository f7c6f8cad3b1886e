import type { OauthTexts } from '../oauth-texts.js';

/** Dutch. */
export const NL: OauthTexts = {
  badge: 'Testmodus',
  title: 'Toestemming van de bank',
  institution: 'Testbank',
  ask: 'Payframe vraagt om je rekeningen bij deze bank te zien, zodat je er een kunt koppelen voor betalingen. Deze pagina vervangt het toestemmingsscherm van de bank.',
  approve: 'Toegang geven',
  deny: 'Weigeren',
  approved: 'Toegang gegeven. Je kunt dit venster sluiten en teruggaan naar de verkoper.',
  denied: 'Toegang geweigerd. Je kunt dit venster sluiten.',
  note: 'Er is geen echte bank bij betrokken.',
};
