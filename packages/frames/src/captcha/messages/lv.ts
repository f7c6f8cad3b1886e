import type { VerifyCatalogue } from './en.js';

export const VERIFY_LV: VerifyCatalogue = {
  'captcha.title': 'Apstipriniet, ka esat cilvēks',
  'captcha.explain':
    'Lai aizsargātu šo maksājumu, pirms naudas noņemšanas no jūsu kartes ir nepieciešama ātra pārbaude.',
  'captcha.checkbox': 'Es neesmu robots',
  'captcha.working': 'Notiek pārbaude… {percent}%',
  'captcha.done': 'Apstiprināts',
  'captcha.failed': 'Pārbaudi neizdevās pabeigt. Mēģiniet vēlreiz.',
  'cardImage.title': 'Apstipriniet savu karti',
  'cardImage.explain':
    'Lai aizsargātu šo maksājumu, ievadiet pēdējos 4 ciparus, kas uzdrukāti uz jūsu kartes.',
  'cardImage.label': 'Kartes pēdējie 4 cipari',
  'cardImage.verify': 'Apstiprināt',
  'cardImage.cancel': 'Atcelt maksājumu',
  'cardImage.upload': 'Vai nosūtiet kartes fotoattēlu (testa režīms)',
  'cardImage.wrong': 'Šie cipari neatbilst kartei. Pārbaudiet tos un mēģiniet vēlreiz.',
  'cardImage.incomplete': 'Ievadiet 4 ciparus.',
};
