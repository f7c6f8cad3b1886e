import type { OauthTexts } from '../oauth-texts.js';

/** Finnish. */
export const FI: OauthTexts = {
  badge: 'Testitila',
  title: 'Pankin suostumus',
  institution: 'Testipankki',
  ask: 'Payframe pyytää nähdä tilisi tässä pankissa liittääkseen yhden niistä maksuihin. Tämä sivu korvaa pankin oman suostumusnäkymän.',
  approve: 'Salli pääsy',
  deny: 'Estä',
  approved: 'Pääsy sallittu. Voit sulkea tämän ikkunan ja palata kauppiaalle.',
  denied: 'Pääsy estetty. Voit sulkea tämän ikkunan.',
  note: 'Oikea pankki ei ole mukana.',
};
