import type { OauthTexts } from '../oauth-texts.js';

/** Croatian. */
export const HR: OauthTexts = {
  badge: 'Testni način rada',
  title: 'Suglasnost banke',
  institution: 'Testna banka',
  ask: 'Payframe traži uvid u vaše račune u ovoj banci kako bi jedan povezao za plaćanja. Ova stranica zamjenjuje zaslon za suglasnost banke.',
  approve: 'Dopusti pristup',
  deny: 'Odbij',
  approved: 'Pristup je dopušten. Možete zatvoriti ovaj prozor i vratiti se trgovcu.',
  denied: 'Pristup je odbijen. Možete zatvoriti ovaj prozor.',
  note: 'Nije uključena nijedna stvarna banka.',
};
