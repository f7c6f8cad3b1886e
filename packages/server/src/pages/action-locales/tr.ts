import type { ActionTexts } from '../action-texts.js';

/** Turkish. */
export const TR: ActionTexts = {
  badge: 'Test modu',
  title: 'Payframe test modu',
  threeDsHeading: 'Payframe test modu: 3-D Secure',
  threeDsExplain:
    'Bu sayfa kartı veren bankanın doğrulamasının yerini tutar. “Tamamla” kartı doğrular; “Başarısız” doğrulamayı başarısız kılar.',
  qrHeading: 'Payframe test modu: {method} ile ödeme',
  qrExplain:
    'Bu sayfa QR kodu okutan uygulamanın yerini tutar. “Onayla” {method} ile öder; “Başarısız” ödemeyi reddeder',
  qrExpire: '; “Süresini doldur” kodun süresini doldurur',
  redirectHeading: 'Payframe test modu: {method} onayı',
  redirectExplain:
    'Bu sayfa bankanızın yerini tutar. “Onayla” {method} ödemesini onaylar; “Başarısız” ödemeyi reddeder.',
  amount: 'Tutar',
  purpose: 'Amaç',
  purposeSetup: 'Ödeme yöntemini sonraki ödemeler için kaydetme',
  card: 'Kart',
  note: 'Gerçek bir banka yer almaz: sonucu Payframe test modu simülatörü belirler.',
  failed: 'Doğrulama başarısız oldu.',
  processing: 'Ödeme işleniyor.',
  complete: 'Doğrulama tamamlandı.',
  used: 'Bu test sayfası zaten kullanıldı',
  close: 'Bu pencereyi kapatabilirsiniz.',
  buttons: { Complete: 'Tamamla', Fail: 'Başarısız', Authorize: 'Onayla', Expire: 'Süresini doldur' },
};
