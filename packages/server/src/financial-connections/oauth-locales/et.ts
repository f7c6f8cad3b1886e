import type { OauthTexts } from '../oauth-texts.js';

/** Estonian. */
export const ET: OauthTexts = {
  badge: 'Testrežiim',
  title: 'Panga nõusolek',
  institution: 'Testpank',
  ask: 'Payframe soovib näha teie kontosid selles pangas, et siduda üks neist maksetega. See leht asendab panga enda nõusolekukuva.',
  approve: 'Luba juurdepääs',
  deny: 'Keeldu',
  approved: 'Juurdepääs lubatud. Võite selle akna sulgeda ja kaupmehe juurde naasta.',
  denied: 'Juurdepääsust keelduti. Võite selle akna sulgeda.',
  note: 'Päris pank ei osale.',
};
