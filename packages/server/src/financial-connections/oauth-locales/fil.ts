import type { OauthTexts } from '../oauth-texts.js';

/** Filipino. */
export const FIL: OauthTexts = {
  badge: 'Test mode',
  title: 'Pahintulot ng bangko',
  institution: 'Test na bangko',
  ask: 'Humihingi ang Payframe na makita ang iyong mga account sa bangkong ito para mag-link ng isa para sa mga bayad. Pumapalit ang page na ito sa sariling consent screen ng bangko.',
  approve: 'Payagan ang access',
  deny: 'Tanggihan',
  approved: 'Pinayagan ang access. Puwede mo nang isara ang window na ito at bumalik sa merchant.',
  denied: 'Tinanggihan ang access. Puwede mo nang isara ang window na ito.',
  note: 'Walang totoong bangkong kasali.',
};
