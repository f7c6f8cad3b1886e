import type { OauthTexts } from '../oauth-texts.js';

/** Slovenian. */
export const SL: OauthTexts = {
  badge: 'Testni način',
  title: 'Soglasje banke',
  institution: 'Testna banka',
  ask: 'Payframe prosi za vpogled v vaše račune pri tej banki, da enega poveže za plačila. Ta stran nadomešča zaslon za soglasje banke.',
  approve: 'Dovoli dostop',
  deny: 'Zavrni',
  approved: 'Dostop je dovoljen. To okno lahko zaprete in se vrnete k trgovcu.',
  denied: 'Dostop je zavrnjen. To okno lahko zaprete.',
  note: 'Nobena prava banka ni vključena.',
};
