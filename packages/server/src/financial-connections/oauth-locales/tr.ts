import type { OauthTexts } from '../oauth-texts.js';

/** Turkish. */
export const TR: OauthTexts = {
  badge: 'Test modu',
  title: 'Banka onayı',
  institution: 'Test bankası',
  ask: 'Payframe, ödemeler için birini bağlamak üzere bu bankadaki hesaplarınızı görmek istiyor. Bu sayfa bankanın kendi onay ekranının yerini tutar.',
  approve: 'Erişime izin ver',
  deny: 'Reddet',
  approved: 'Erişime izin verildi. Bu pencereyi kapatıp satıcıya dönebilirsiniz.',
  denied: 'Erişim reddedildi. Bu pencereyi kapatabilirsiniz.',
  note: 'Gerçek bir banka yer almaz.',
};
