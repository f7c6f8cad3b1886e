import type { OauthTexts } from '../oauth-texts.js';

/** Latvian. */
export const LV: OauthTexts = {
  badge: 'Testa režīms',
  title: 'Bankas piekrišana',
  institution: 'Testa banka',
  ask: 'Payframe lūdz piekļuvi jūsu kontiem šajā bankā, lai vienu no tiem piesaistītu maksājumiem. Šī lapa aizstāj bankas piekrišanas ekrānu.',
  approve: 'Atļaut piekļuvi',
  deny: 'Noraidīt',
  approved: 'Piekļuve atļauta. Varat aizvērt šo logu un atgriezties pie tirgotāja.',
  denied: 'Piekļuve noraidīta. Varat aizvērt šo logu.',
  note: 'Īsta banka netiek iesaistīta.',
};
