import type { ActionTexts } from '../action-texts.js';

/** Filipino. */
export const FIL: ActionTexts = {
  badge: 'Test mode',
  title: 'Test mode ng Payframe',
  threeDsHeading: 'Test mode ng Payframe: 3-D Secure',
  threeDsExplain:
    'Pumapalit ang page na ito sa authentication ng nag-isyu ng card. Ang “Kumpletuhin” ay nag-a-authenticate sa card; ang “Ipabigo” ay nagpapabigo sa authentication.',
  qrHeading: 'Test mode ng Payframe: pagbabayad gamit ang {method}',
  qrExplain:
    'Pumapalit ang page na ito sa app na nag-scan ng QR code. Ang “I-authorize” ay nagbabayad gamit ang {method}; ang “Ipabigo” ay tumatanggi sa bayad',
  qrExpire: '; ang “Ipa-expire” ay nagpapa-expire sa code',
  redirectHeading: 'Test mode ng Payframe: authorization ng {method}',
  redirectExplain:
    'Pumapalit ang page na ito sa iyong bangko. Ang “I-authorize” ay nag-aapruba sa bayad gamit ang {method}; ang “Ipabigo” ay tumatanggi rito.',
  amount: 'Halaga',
  purpose: 'Layunin',
  purposeSetup: 'Pag-save ng paraan ng pagbabayad para sa mga susunod na bayad',
  card: 'Card',
  note: 'Walang totoong bangkong kasali: ang simulator ng test mode ng Payframe ang nagpapasya ng resulta.',
  failed: 'Hindi nagtagumpay ang authentication.',
  processing: 'Pinoproseso ang bayad.',
  complete: 'Kumpleto na ang authentication.',
  used: 'Nagamit na ang test page na ito',
  close: 'Puwede mo nang isara ang window na ito.',
  buttons: { Complete: 'Kumpletuhin', Fail: 'Ipabigo', Authorize: 'I-authorize', Expire: 'Ipa-expire' },
};
