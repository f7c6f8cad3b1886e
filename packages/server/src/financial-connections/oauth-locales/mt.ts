import type { OauthTexts } from '../oauth-texts.js';

/** Maltese. */
export const MT: OauthTexts = {
  badge: 'Modalità tat-test',
  title: 'Kunsens tal-bank',
  institution: 'Bank tat-test',
  ask: 'Payframe qed jitlob li jara l-kontijiet tiegħek f’dan il-bank biex jorbot wieħed mal-ħlasijiet. Din il-paġna tieħu post l-iskrin tal-kunsens tal-bank.',
  approve: 'Agħti aċċess',
  deny: 'Iċħad',
  approved: 'L-aċċess ingħata. Tista’ tagħlaq din it-tieqa u tmur lura għand in-negozjant.',
  denied: 'L-aċċess ġie miċħud. Tista’ tagħlaq din it-tieqa.',
  note: 'M’hemm l-ebda bank veru involut.',
};
